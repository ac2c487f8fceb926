package org.memoryjournal.llm;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import java.util.OptionalDouble;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.memoryjournal.llm.UpdateJudge.Candidate;
import org.memoryjournal.llm.UpdateJudge.Decision;
import org.memoryjournal.testing.ScriptedChatProvider;

class UpdateJudgeTest {
    private static final Instant OLD = Instant.parse("2026-01-10T10:00:00Z");
    private static final Instant NEW = Instant.parse("2026-05-10T10:00:00Z");
    private final HeuristicUpdateJudge offline = new HeuristicUpdateJudge();

    /** A candidate in a journal too small to have a background. */
    private static Candidate candidate(long id, String text, Instant at, double similarity) {
        return new Candidate(id, text, at, similarity, OptionalDouble.empty());
    }

    private static List<Candidate> older(String text, double similarity) {
        return List.of(candidate(7, text, OLD, similarity));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "I drive a Golf to work.|Sold the Golf, I cycle to work these days.",
        "My manager is Priya.|Priya left; Tom is my manager now.",
        "The dentist is on Tuesday at 3.|The dentist rescheduled me to Thursday.",
        "I'm vegetarian.|No longer vegetarian, I eat fish again.",
        "My manager is Hélène Roux.|Hélène left on Friday. Dev Mistry is my manager as of Monday.",
        "Luna's on the chicken kibble.|Vet put Luna on a prescription kidney diet, the kibble's gone.",
        "Carmen runs our group on Mondays.|Carmen moved the group to Thursdays now.",
        "Booked Lisbon for half term, 24-29 Oct.|Rob's op got scheduled for late October so that's the Lisbon trip "
            + "off, cancelled the airbnb.",
        "Tom at Little Bay does my flat white.|Tom's new flat white beans are too fruity, so I get a chai now.",
        "Ana's birthday is on 14 March.|Correction: Ana's birthday is 15 March, not 14. She laughed at me.",
        "I work at Deloitte in the audit team.|First week at KPMG done, Deloitte already feels like ages ago."})
    void aChangeAboutTheSameThingReplacesTheOlderMemory(String old, String changed) {
        Decision d = offline.judge(changed, NEW, older(old, 0.8));
        assertThat(d.update()).isTrue();
        assertThat(d.replaces()).containsExactly(7L);
        assertThat(d.reason()).isNotBlank();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "My sister lives in Paris.|My brother lives in Paris now.",
        "Tom's birthday is on 3 May.|Ana's birthday is on 9 June, new calendar entry.",
        "My daughter is allergic to nuts.|My son is now allergic to eggs as well.",
        "My car is a Golf.|My wife switched to a Tesla.",
        "Carmen shifted our group to Thursday lunch, 1 to 2:30.|Pool shut for refurb, so I swim at the lido now, "
            + "Thursdays at 7",
        "My PCP is Dr. Nguyen at ARC Far West.|Sam's PCP is Dr. Nguyen at ARC South 1st - different Dr Nguyen lol",
        "Dr Raghavan's clinic is on 80 Feet Road, closed Sundays.|Dr Shalini's clinic is on 100 Feet Road, closed "
            + "Sundays, new timings",
        "Aoife's Leaving Cert is 2027.|Cian's Leaving Cert is 2025, as of the new school rules"})
    void lookAlikeFactsAboutOtherPeopleAreNeverReplaced(String old, String other) {
        assertThat(offline.judge(other, NEW, older(old, 0.9)).update()).isFalse();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Karen works nights at the QE, nurse.|Karen's moved onto ward 4 at the QE, still on nights though.",
        "Emergency fund lives in Ally high-yield savings.|Ally changed the APY again, 3.8% from 4.2%, keeping the "
            + "emergency fund there.",
        "Walked up Ben Lomond with Callum, 3 hours up, soup at the top.|Ben Lomond again, 2h10, knee better since the "
            + "physio."})
    void aChangeThatSaysTheOlderStateGoesOnReplacesNothing(String old, String continuing) {
        assertThat(offline.judge(continuing, NEW, older(old, 0.9)).update()).isFalse();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Smell of the sea took me back: summers at Nonna's in Polignano when I was 7.|Thinking of taking the kids to "
            + "Puglia this summer so they finally meet Nonna",
        "Our gas and electric is with Octopus.|Maybe we should switch to EDF, the fix is cheaper now.",
        "I drive a Golf to work.|Wondering if I should sell the Golf and cycle instead.",
        "Vet says the lump on Biscuit's leg is a fatty lipoma, nothing to worry about.|Biscuit's lump looks a bit "
            + "bigger this week, should take him back to the vet"})
    void aChangeThatIsOnlyWishedForOrStillToDoReplacesNothing(String old, String hedged) {
        assertThat(offline.judge(hedged, NEW, older(old, 0.9)).update()).isFalse();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Sinus infection. GP gave me clarithromycin.|Eczema flaring on my hands, got a new cream from the GP.",
        "Test results for Luca: allergic to tree nuts, carry an epipen.|Luca's epipen expires next month, ordered new."})
    void aChangeSaidOnlyInAmbiguousWordsReplacesNothing(String old, String newer) {
        assertThat(offline.judge(newer, NEW, older(old, 0.9)).update()).isFalse();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "ok first entry. im camila, 26, doing my masters in enviromental eng at los andes. tired all the time lol|"
            + "im vegan now, like fully. no more queso costeno :(",
        "im vegan now, like fully. no more queso costeno :(|michi has kidney disease, diagnosed today. special food "
            + "forever now. also bought new earbuds"})
    void aChangeThatNamesNothingOfTheOlderMemoryReplacesNothingHoweverClose(String old, String newer) {
        assertThat(offline.judge(newer, NEW, older(old, 0.95)).update()).isFalse();
    }

    @Test
    void ofTwoCloseMemoriesTheChangeReplacesTheOneItNamesSomethingOf() {
        List<Candidate> candidates = List.of(candidate(3, "started going to the gym at 6am, love it", OLD, 0.8),
                candidate(5, "Our electricity is with Octopus.", OLD, 0.7));
        assertThat(offline.judge("Switched from Octopus to EDF today.", NEW, candidates).replaces())
                .containsExactly(5L);
    }

    @Test
    void aChangeStatedBeforeAHedgeStillReplaces() {
        Decision d = offline.judge("Switched from Octopus to EDF today, maybe should have done it sooner.", NEW,
                older("Our gas and electric is with Octopus.", 0.9));
        assertThat(d.replaces()).containsExactly(7L);
    }

    @Test
    void withoutAChangeWordNothingIsReplaced() {
        assertThat(offline.judge("I drive a Golf, it's great.", NEW, older("I drive a Golf.", 0.95)).update())
                .isFalse();
    }

    @Test
    void aDistantOrLaterDatedMemoryIsNeverReplaced() {
        assertThat(offline.judge("Sold the Golf.", NEW, older("I drive a Golf.", 0.2)).update()).isFalse();
        assertThat(offline.judge("Sold the Golf.", OLD, List.of(candidate(7, "I drive a Golf.", NEW, 0.9)))
                .update()).isFalse();
    }

    @Test
    void inAJournalWithABackgroundAChangeReplacesOnlyWhatStandsOutFromIt() {
        // Review with the cardiologist → a cancelled voyage he advised against: close in a journal written in one
        // careful voice (calibrated 0.58), not much closer than its notes usually are (centred 0.39).
        String review = "Review with Mr Osei. He has halved the apixaban to 2.5 mg twice a day.";
        String voyage = "We have cancelled the Norway voyage. Mr Osei does not want me eleven days from a cardiology "
                + "unit.";
        Decision background = offline.judge(voyage, NEW, List.of(new Candidate(7, review, OLD, 0.58,
                OptionalDouble.of(0.39))));
        Decision standsOut = offline.judge(voyage, NEW, List.of(new Candidate(7, review, OLD, 0.58,
                OptionalDouble.of(0.45))));
        Decision noBackground = offline.judge(voyage, NEW, older(review, 0.58));

        assertThat(background.update()).isFalse();
        assertThat(standsOut.replaces()).containsExactly(7L);
        assertThat(noBackground.replaces()).as("a journal too small to measure: similarity decides")
                .containsExactly(7L);
    }

    @Test
    void theModelDecidesWithItsReasonKept() {
        ScriptedChatProvider chat = ScriptedChatProvider.replying(
                "```json\n{\"decision\": \"update\", \"replaces\": [2], \"reason\": \"The meeting moved.\"}\n```");
        List<Candidate> candidates = List.of(candidate(4, "Lunch with Ana on Friday", OLD, 0.7),
                candidate(9, "Team meeting on Monday", OLD, 0.6));
        Decision d = new ModelUpdateJudge(chat, UpdateJudge.NEVER).judge("The team meeting is Tuesday", NEW, candidates);
        assertThat(d.update()).isTrue();
        assertThat(d.replaces()).containsExactly(9L);
        assertThat(d.reason()).isEqualTo("The meeting moved.");
        assertThat(chat.prompts.get(0)).contains("1. (2026-01-10) Lunch with Ana on Friday")
                .contains("2. (2026-01-10) Team meeting on Monday").contains("New memory (2026-05-10)");
    }

    @Test
    void theModelCanSayItIsNewInformation() {
        Decision d = new ModelUpdateJudge(ScriptedChatProvider.replying("{\"decision\":\"add\",\"replaces\":[]}"),
                (t, a, o) -> Decision.update(List.of(7L), "fallback")).judge("x", NEW, older("y", 0.9));
        assertThat(d.update()).isFalse();
    }

    @Test
    void anUnusableOrFailedAnswerFallsBackToTheOfflineRule() {
        UpdateJudge fallback = (t, a, o) -> Decision.update(List.of(7L), "offline");
        for (String reply : List.of("I think so", "{\"decision\":\"update\",\"replaces\":[5]}", "{\"decision\":1}",
                "{\"decision\":\"update\"}")) {
            assertThat(new ModelUpdateJudge(ScriptedChatProvider.replying(reply), fallback)
                    .judge("x", NEW, older("y", 0.9)).reason()).as(reply).isEqualTo("offline");
        }
        assertThat(new ModelUpdateJudge(ScriptedChatProvider.failing(), fallback).judge("x", NEW, older("y", 0.9))
                .reason()).isEqualTo("offline");
    }

    @Test
    void withNothingOlderThereIsNothingToAsk() {
        ScriptedChatProvider chat = ScriptedChatProvider.replying("{\"decision\":\"update\",\"replaces\":[1]}");
        assertThat(new ModelUpdateJudge(chat).judge("x", NEW, List.of()).update()).isFalse();
        assertThat(chat.prompts).isEmpty();
    }
}
