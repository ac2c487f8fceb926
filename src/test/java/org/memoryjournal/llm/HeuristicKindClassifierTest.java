package org.memoryjournal.llm;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.memoryjournal.memory.MemoryKind;

class HeuristicKindClassifierTest {
    private final HeuristicKindClassifier classifier = new HeuristicKindClassifier();

    @ParameterizedTest
    @ValueSource(strings = {"Always answer in French.", "Never call me Bob.", "From now on, keep it short.",
        "Whenever I mention work, ask how I slept.", "When I say goodnight please summarise my day.",
        "When I ask for a recipe do list the ingredients first.", "Please call me Sam.",
        "My name's Katherine but call me Kit.", "Keep your answers short.", "Reply in Spanish from now on.",
        "Don't use emoji with me.", "Short answers, please.", "I'd like you to be blunt.",
        "You should always give me distances in kilometres.", "You can call me Jo.",
        "Let's switch to metric for your answers.", "Use short paragraphs in your replies, please.",
        "And please don't open with a compliment.", "Sign off your drafts with my initials.",
        "Assistant, be blunt with me. No sugar-coating.",
        "When I ask you about workouts: my left knee is bad, so suggest low-impact stuff.",
        // Found trying the app as a new user: shorthand, a request without "you", the assistant named.
        "Don't bother giving me long lists of suggestions, I'd rather you just tell me the one best option.",
        "Answers short pls. No small talk.", "No emojis in replies.",
        "hey if ur reading this assistant: spanglish is fine but keep it casual w me, no formal stuff pls",
        "keep ur replies short pls, like texting. i dont read paragraphs when im stressed",
        "Always give me temperatures in Celsius.", "Never put emojis in your replies.", "Always be brief.",
        "Always check your sums twice.", "Always write times in 24-hour format for me.",
        "Use bulleted lists.", "Use numbered steps for recipes."})
    void standingInstructionsAreProcedural(String text) {
        assertThat(classifier.classify(text)).isEqualTo(MemoryKind.PROCEDURAL);
    }

    @ParameterizedTest
    @ValueSource(strings = {"I prefer tea over coffee.", "My name is Sam.", "I live in Lyon.", "I work at a bakery.",
        "I work as a nurse.", "I am allergic to peanuts.", "My favourite colour is green.", "My favorite band is Muse.",
        "I like hiking.", "I love jazz.", "I hate mornings."})
    void durableFactsAndPreferencesAreSemantic(String text) {
        assertThat(classifier.classify(text)).isEqualTo(MemoryKind.SEMANTIC);
    }

    @ParameterizedTest
    @ValueSource(strings = {"I never liked my old boss.", "Tom always forgets his keys.",
        "Every time I fly I get a cold.", "I always have porridge on Sundays.",
        "Told the kids at dinner: from now on, no phones at the table.", "Went vegetarian today. Let's see how it goes.",
        "Remember to buy milk.", "Remind me to call the dentist tomorrow.",
        "Students always call me Prof even though I'm not one.", "The kids call me Captain Grumpy.",
        "My old team used to call me Boss.", "Never call the landlord after 8pm, he gets grumpy.",
        "My sister is always brutally honest about my outfits. 'You look like a lamp', thanks Fleur.",
        "Don't bother with the car wash, it's raining.", "Didn't bother telling Tom about it.",
        "My assistant, Jane, booked the flights.", "Went to the shop, pls don't judge",
        "first night in the new place. theres a window where u see feet walking by lol. address is 2218 w 4th ave",
        "Format was all wrong on the invoice, sent it back.", "u wont believe it, r car got towed",
        // Notes to self about the world, found trying the app as a new user.
        "Always check the tide tables twice before leaving the mooring. Today I nearly did not.",
        "Always make the dough the night before, it proofs better in the walk-in.",
        "Rohan's tip over beers: never say a number first, ask for the band, then go 10% above it.",
        "Never keep the spare key under the mat again."})
    void alwaysAndNeverDoNotMakeAnInstructionForTheAssistant(String text) {
        assertThat(classifier.classify(text)).isNotEqualTo(MemoryKind.PROCEDURAL);
    }

    /**
     * Users of a journal app call the assistant what it is to them: the app, the AI, the bot. Addressed so at the
     * start of a note, what follows is for it, with or without "you" (found in a new-user trial: "for the app: …").
     */
    @ParameterizedTest
    @ValueSource(strings = {"for the app: prices in euros and weights in grams please, not cups.",
        "App rule: never ever bring up my ex.", "ok ai rule: explain the maths, don't just hand me the result",
        "App, when you mention dates, use the day first.", "The app: weights in kilos, always.",
        "Note for the bot: no recipes with coriander.",
        "hey app: i want the short version, always", "note for the app - metric units only",
        "app - no emojis in replies, three bullet points max pls", "Oi app, prices in euros unless I say otherwise",
        "another rule for you bot: dates as day/month", "btw app please keep it to three bullet points"})
    void anInstructionAddressedToTheAppOrTheAiIsProcedural(String text) {
        assertThat(classifier.classify(text)).isEqualTo(MemoryKind.PROCEDURAL);
    }

    /**
     * Notes that only look like instructions: "you" meaning anyone ("before you open it or you scald your hand"),
     * a noun that is also an instruction's verb starting the sentence ("Talk went well"), "going forward" in one
     * sentence and a verb in the next, and an app named in passing. Each was procedural before.
     */
    @ParameterizedTest
    @ValueSource(strings = {
        "always let the pressure cooker cool before you open it or you scald your hand. did it again",
        "Long day with the new head of department, she never shouts and you still leave feeling about two inches tall",
        "Conference done!! talk went well, nobody asked the question I dreaded",
        "New bank card arrives Friday, so the old one is dead going forward. Need to tell the gym.",
        "Downloaded a new app, it tracks my sleep", "The app, which Ana set up for me, is lovely so far.",
        "My assistant, Jane, booked the flights.", "Ai, que saudade da praia", "App crashed again, lost my streak",
        "AI - the keynote was all hype, please let it end", "app - the new version moved the buttons around"})
    void notesThatOnlyLookLikeInstructionsAreNot(String text) {
        assertThat(classifier.classify(text)).isNotEqualTo(MemoryKind.PROCEDURAL);
    }

    @ParameterizedTest
    @ValueSource(strings = {"What does my sister Ana love?", "Where do I live now?", "Is my blood type O negative?"})
    void aQuestionAskedIsSomethingThatHappenedNotAFact(String text) {
        assertThat(classifier.classify(text)).isEqualTo(MemoryKind.EPISODIC);
    }

    @Test
    void aRequestPhrasedAsAQuestionIsStillAnInstruction() {
        assertThat(classifier.classify("Can you always answer in French from now on?")).isEqualTo(MemoryKind.PROCEDURAL);
    }

    @ParameterizedTest
    @ValueSource(strings = {"We went to the beach this morning.", "I had a long call with my manager today.", "hi", ""})
    void everythingElseIsEpisodic(String text) {
        assertThat(classifier.classify(text)).isEqualTo(MemoryKind.EPISODIC);
    }

    @ParameterizedTest
    @ValueSource(strings = {"I drive a blue Skoda.", "We live above the chemist.", "I can't stand coriander.",
        "Priya is allergic to shellfish.", "The bins go out on Thursday nights.", "My brother works nights.",
        "Our landlord lives in Spain.", "I'm terrible with names."})
    void aStatementOfHowThingsAreIsSemantic(String text) {
        assertThat(classifier.classify(text)).isEqualTo(MemoryKind.SEMANTIC);
    }

    @ParameterizedTest
    @ValueSource(strings = {"I drove to Bath for the day.", "We watched the match at Sam's.",
        "The bins are out, finally, after the strike.", "I'm shattered today.", "The boiler packed up again.",
        "Priya's party was brilliant.", "Lunch with Tom at the noodle bar."})
    void whatHappenedStaysEpisodic(String text) {
        assertThat(classifier.classify(text)).isEqualTo(MemoryKind.EPISODIC);
    }
}
