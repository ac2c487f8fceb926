package org.memoryjournal.memory;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.ZoneOffset;
import java.time.ZonedDateTime;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class QueryReaderTest {
    private static final ZonedDateTime NOW = ZonedDateTime.of(2026, 6, 10, 12, 0, 0, 0, ZoneOffset.UTC);

    @Test
    void foreignTimeWordsLeaveTheQuestionsWordsToMatchAsEnglishOnesDo() {
        QueryReading r = QueryReader.read("qué desayuné esta mañana", NOW);
        assertThat(r.time()).get().extracting(TimeFocus::phrase).isEqualTo("esta mañana");
        assertThat(r.keywordText()).containsIgnoringCase("desayuné").doesNotContainIgnoringCase("mañana");
    }

    @Test
    void timeWordsAreNotMatchedAsKeywords() {
        QueryReading r = QueryReader.read("How was last weekend?", NOW);
        assertThat(r.time()).isPresent();
        assertThat(r.keywordText()).doesNotContainIgnoringCase("weekend");
    }

    @ParameterizedTest
    @ValueSource(strings = {"Anything big happen lately?", "What's been weighing on me?", "Any news?",
        "What were the highlights of the spring?", "What did I do yesterday?", "How was last weekend?"})
    void vagueOrSignificanceQuestionsAskWhatMattered(String question) {
        QueryReading r = QueryReader.read(question, NOW);
        assertThat(r.asksWhatMatters()).as(question).isTrue();
        assertThat(r.keywordText()).doesNotContainIgnoringCase("big").doesNotContainIgnoringCase("weighing");
    }

    @ParameterizedTest
    @ValueSource(strings = {"Anything significant going on in my life at the moment?",
        "What's the main thing on my mind right now?", "Anything that really shook me up?",
        "Is there anything I should be proud of?", "Anything health-wise I should pay attention to?"})
    void feelingsAndPresentTenseWordsAskWhatMatters(String question) {
        assertThat(QueryReader.read(question, NOW).asksWhatMatters()).as(question).isTrue();
    }

    @ParameterizedTest
    @ValueSource(strings = {"Anything significant going on in my life at the moment?",
        "What's the main thing on my mind these days?", "What was the highlight of my month?",
        "How was my week?", "What changed for me this year?", "Anything change lately?"})
    void presentTenseAndPeriodWordsNameNoTopic(String question) {
        assertThat(QueryReader.read(question, NOW).topicless()).as(question).isTrue();
    }

    @ParameterizedTest
    @ValueSource(strings = {"How have things been going for me lately, honestly?", "How am I actually doing?",
        "Overall, how's life been?", "How have I been feeling, basically?", "Anything new with me, tbh?"})
    void fillerWordsNameNoTopic(String question) {
        QueryReading r = QueryReader.read(question, NOW);
        assertThat(r.asksWhatMatters()).as(question).isTrue();
        assertThat(r.topicless()).as(question).isTrue();
    }

    @ParameterizedTest
    @ValueSource(strings = {"Any news worth telling Grandpa about?", "Anything big to tell my mum about?",
        "Any news to share with the team?", "Anything important I should tell Priya?"})
    void whomTheAskerWouldTellIsTheAudienceNotTheTopic(String question) {
        QueryReading r = QueryReader.read(question, NOW);
        assertThat(r.asksWhatMatters()).as(question).isTrue();
        assertThat(r.topicless()).as(question).isTrue();
    }

    @ParameterizedTest
    @CsvSource({"What did Grandpa tell me about the medals?,medals", "Anything big to tell Mum about the move?,move",
        "Did I tell the DVLA I sold the car?,car"})
    void aTopicBesideTheAudienceStaysATopic(String question, String topic) {
        QueryReading r = QueryReader.read(question, NOW);
        assertThat(r.topicless()).as(question).isFalse();
        assertThat(r.keywordText()).as(question).containsIgnoringCase(topic);
    }

    @ParameterizedTest
    @ValueSource(strings = {"How have I honestly been sleeping?", "How do I actually feel about the new job?"})
    void aTopicNextToFillerWordsStaysATopic(String question) {
        assertThat(QueryReader.read(question, NOW).topicless()).as(question).isFalse();
    }

    @ParameterizedTest
    @ValueSource(strings = {"Where does my sister live?", "What's the wifi password?", "Which car do I drive?",
        "What changed about the dentist appointment?"})
    void topicalQuestionsDoNot(String question) {
        assertThat(QueryReader.read(question, NOW).asksWhatMatters()).as(question).isFalse();
    }

    @ParameterizedTest
    @CsvSource({"Where's the big suitcase?,big suitcase", "Did I do the big shop this week?,big shop",
        "Who fixed the major leak in the bathroom?,major leak", "Where did we buy the huge rug?,huge rug",
        "How much was the heavy-duty drill?,heavy-duty drill", "whats my major,major", "What's her major?,major"})
    void aSizeWordDescribingAThingDoesNotAskWhatMattered(String question, String thing) {
        QueryReading r = QueryReader.read(question, NOW);
        assertThat(r.asksWhatMatters()).as(question).isFalse();
        assertThat(r.keywordText()).as(question).containsIgnoringCase(thing);
    }

    @ParameterizedTest
    @ValueSource(strings = {"Anything big happen lately?", "What's the biggest news this month?",
        "Any major changes at work?", "Was it a tough week?", "Anything huge since Easter?",
        "What was the most important thing in May?", "Any big decisions I made?", "What's my biggest worry?",
        "Has my big news come out?"})
    void aSizeWordBeforeNoThingStillAsksWhatMattered(String question) {
        assertThat(QueryReader.read(question, NOW).asksWhatMatters()).as(question).isTrue();
    }

    @ParameterizedTest
    @CsvSource({"What was the hardest thing this year?,hardest", "what was the scariest thing in the spring,scariest",
        "rough few weeks remind me what happened,rough", "what was that bad thing that happened in June,bad",
        "worst moment of the trip?,worst"})
    void aJudgingWordBeforeNoThingAsksWhatMatteredAndStaysToBeMatched(String question, String word) {
        QueryReading r = QueryReader.read(question, NOW);
        assertThat(r.asksWhatMatters()).as(question).isTrue();
        assertThat(r.keywordText()).as("a note may say it: 'Hardest thing I've done'").containsIgnoringCase(word);
    }

    @ParameterizedTest
    @ValueSource(strings = {"what was the big scare in October?", "anything go wrong this month",
        "did we lose anyone this year", "any big wins lately", "biggest win this year so far",
        "algo importante lately?", "any scares with the kids?"})
    void aScareALossSomethingGoneWrongOrAWinAsksWhatMattered(String question) {
        assertThat(QueryReader.read(question, NOW).asksWhatMatters()).as(question).isTrue();
    }

    @ParameterizedTest
    @ValueSource(strings = {"What's the worst restaurant we tried in Lisbon?", "our zara's school report, good or bad?",
        "Was the cooking class in Hoi An bad?", "what went wrong with the car on our iceland trip?",
        "what's the hardest climbing route I did", "Who did I lose the bet to?", "What did I lose at the beach?"})
    void aJudgingWordAboutAThingOrAtTheEndDoesNotAskWhatMattered(String question) {
        assertThat(QueryReader.read(question, NOW).asksWhatMatters()).as(question).isFalse();
    }

    @ParameterizedTest
    @ValueSource(strings = {"What should you call me?", "Are you allowed to use emoji with me?",
        "How should you format your answers?", "What rules should you follow when you write to me?",
        "What do I expect from you when you explain something?", "What tone do you think I want from you?",
        "What have I asked of you about dates?", "any rules I gave you about recipes?",
        "units and format instructions for you?", "Guidelines I set for your emails?",
        "rules whenever you plan a trip for me?", "what rules did i give you for recipes",
        "did i tell you anything about mentioning work"})
    void questionsAboutHowTheAssistantBehavesAskForInstructions(String question) {
        assertThat(QueryReader.read(question, NOW).asksForInstructions()).as(question).isTrue();
    }

    @ParameterizedTest
    @ValueSource(strings = {"When did Caroline go to the support group?", "What was my first car?",
        "What did I do in March?", "Where had we been before Lisbon?"})
    void questionsAboutThePastAreRecognised(String question) {
        assertThat(QueryReader.read(question, NOW).asksAboutThePast()).as(question).isTrue();
    }

    @ParameterizedTest
    @ValueSource(strings = {"Which framework do I like?", "Who is my landlord?", "Am I still vegetarian?",
        "What's my latest cholesterol result?"})
    void questionsAboutThePresentAreNot(String question) {
        assertThat(QueryReader.read(question, NOW).asksAboutThePast()).as(question).isFalse();
    }

    @ParameterizedTest
    @ValueSource(strings = {"how should u talk to me", "any foods u should avoid suggesting",
        "what should u call me", "do u have rules for ur replies"})
    void questionsTypedInChatShorthandAskForInstructionsToo(String question) {
        assertThat(QueryReader.read(question, NOW).asksForInstructions()).as(question).isTrue();
    }

    @ParameterizedTest
    @ValueSource(strings = {"any rules for suggestions?", "What format do I want answers in?",
        "how long should replies be", "My preferences for recommendations?", "what style of responses do I like",
        "which time format did i want", "did i want long answers or short", "how did i say i want answers",
        "qué reglas te di", "que regras eu te dei?"})
    void questionsAboutTheAssistantsOutputThatDoNotNameItAskForInstructions(String question) {
        assertThat(QueryReader.read(question, NOW).asksForInstructions()).as(question).isTrue();
    }

    @ParameterizedTest
    @ValueSource(strings = {"What should I reply to Tom's email?", "Any suggestions for dinner?",
        "What's the format of the conference?", "What are the rules for the allotment?",
        "Who answered the phone at the vet's?", "What are the house rules at the campsite you mentioned?",
        "Which dress did I want for the wedding?", "las reglas del club, te acuerdas?"})
    void questionsThatOnlyMentionAnswersOrRulesDoNot(String question) {
        assertThat(QueryReader.read(question, NOW).asksForInstructions()).as(question).isFalse();
    }

    @ParameterizedTest
    @ValueSource(strings = {"what did I say about money amounts", "did i say anything bout how to handle tash stuff",
        "did I say something about currency?", "what did I write about the landlord?"})
    void aQuestionAboutWhatTheAskerSaidAboutSomethingIsRead(String question) {
        QueryReading r = QueryReader.read(question, NOW);
        assertThat(r.asksWhatWasSaid()).as(question).isTrue();
        assertThat(r.asksForInstructions()).as(question).isFalse();
    }

    @ParameterizedTest
    @ValueSource(strings = {"What did I say I'd bring to Jess's barbecue?", "what did Tom say about the house?",
        "did i tell you anything about mentioning work", "What did I do about the boiler?"})
    void whatTheAskerSaidTheyWouldDoWhatOthersSaidOrAnInstructionQuestionIsNot(String question) {
        assertThat(QueryReader.read(question, NOW).asksWhatWasSaid()).as(question).isFalse();
    }

    @Test
    void aQuestionAboutTheUserIsNotAboutInstructions() {
        assertThat(QueryReader.read("Where did I park the car?", NOW).asksForInstructions()).isFalse();
        assertThat(QueryReader.read("", NOW)).isEqualTo(QueryReading.plain(""));
    }

    @ParameterizedTest
    @ValueSource(strings = {"Where do we keep the passports?", "What's the wifi password at the cabin?",
        "what’s my bike lock combination", "Who is our accountant?", "What was the name of the vet in Leeds?",
        "What's Priya's surname?", "How much is the council tax?", "How many cousins does Ana have?",
        "What exactly is my daughter allergic to?", "I'm locked out — where's the spare key?",
        "who fixed our boiler?", "Whose van did we borrow for the move?", "whats the code for mum's side gate",
        "wheres the spare key again"})
    void questionsThatLookADetailUpSaySo(String question) {
        assertThat(QueryReader.read(question, NOW).asksForDetail()).as(question).isTrue();
    }

    /**
     * Asked without a question word, as a note to oneself: the words that ask for a code, a name or a figure say
     * that a detail is looked up.
     */
    @ParameterizedTest
    @ValueSource(strings = {"wifi pw?", "my number pls, need it for a form", "cargo bike lock code",
        "fuel padlock number", "passport number?", "Dubu's microchip number", "size of my work boots"})
    void termsThatAskForACodeANameOrAFigureLookADetailUpWithoutAQuestionWord(String question) {
        assertThat(QueryReader.read(question, NOW).asksForDetail()).as(question).isTrue();
    }

    @ParameterizedTest
    @ValueSource(strings = {"What did I do yesterday?", "Where did we go last weekend?", "Anything big happen lately?",
        "What should you call me?", "How was the wedding?", "What cities has Jon visited?",
        "What does Melanie enjoy doing?", "What's been weighing on me?", "Tell me about the garden.",
        "Who do I usually train with at the gym?", "Where do we normally park at the beach?",
        "who do I tend to call when I'm stressed?", "Who did I have lunch with yesterday?",
        "wifi pw I usually use for guests?", "how much did I spend last week?"})
    void questionsAboutEventsTimesListsHabitsOrTheAssistantDoNot(String question) {
        assertThat(QueryReader.read(question, NOW).asksForDetail()).as(question).isFalse();
    }

    @ParameterizedTest
    @ValueSource(strings = {"Where do we keep the passports?", "what’s my bike lock combination",
        "I'm locked out — where's the spare key?", "Who did I have lunch with yesterday?", "Is Tom coming to ours?",
        "Remind me what the plumber said", "How much was the rent in our old flat?", "i forgot the wifi password"})
    void questionsAskedInTheFirstPersonAreAboutTheAskersOwnLife(String question) {
        assertThat(QueryReader.read(question, NOW).aboutOwnLife()).as(question).isTrue();
    }

    /** Terse questions that name no one are the asker's own too. */
    @ParameterizedTest
    @ValueSource(strings = {"tyre pressure for the octavia?", "whats the code for mum's side gate again",
        "name of the new neighbours at number 14?", "router login page address and admin password?",
        "How was Halloween?", "anything fun at Thanksgiving?"})
    void questionsNamingNoOneAreAboutTheAskersOwnLife(String question) {
        assertThat(QueryReader.read(question, NOW).aboutOwnLife()).as(question).isTrue();
    }

    @ParameterizedTest
    @ValueSource(strings = {"What did Caroline research?", "When is Tom's birthday?", "Which cities has Jon visited?",
        "How is Iris doing?", "What's the capital of Peru?", "Is Mimi's kitten still ill?"})
    void questionsAboutOthersAreNot(String question) {
        assertThat(QueryReader.read(question, NOW).aboutOwnLife()).as(question).isFalse();
    }

    @ParameterizedTest
    @ValueSource(strings = {"Today I adopted a cat named Miso from the shelter",
        "Booked a vet visit for Miso on Friday",
        "Last night we went to the pub with Jo", "Actually I moved the dentist to yesterday afternoon",
        "Made up with Tom over coffee this morning", "Had a long walk by the river this morning",
        "had lunch with Sam today, she says hi"})
    void aStatementSentInTheChatAsksForNoTimeWindow(String statement) {
        // Its time words say when it happened, not which memories it asks for.
        assertThat(QueryReader.read(statement, NOW).time()).as(statement).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"What did I do yesterday?", "what did i do yesterday", "Hey, what did I do yesterday",
        "I forgot what I did last weekend", "my weight on the scale this morning", "last meter readings I sent",
        "Anything happen today", "tell me about last weekend", "guests today - whats our wifi password",
        "had I paid the window cleaner yesterday", "Had we been to the Thai place last week"})
    void aQuestionARequestOrANounPhraseKeepsItsTimeWords(String question) {
        assertThat(QueryReader.read(question, NOW).time()).as(question).isPresent();
    }
}
