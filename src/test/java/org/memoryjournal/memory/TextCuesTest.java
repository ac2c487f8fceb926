package org.memoryjournal.memory;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class TextCuesTest {
    @ParameterizedTest
    @ValueSource(strings = {"Booked the next cholesterol check for August.", "Must get up to see Grandma soon.",
        "Need to renew the car insurance before the 3rd.", "We're going to try the new Thai place on Friday.",
        "I'll ring the bank tomorrow.", "Planning to repaint the hall in spring."})
    void anIntentionOrBookingIsAPlan(String text) {
        assertThat(TextCues.of(text) & TextCues.PLAN).isEqualTo(TextCues.PLAN);
    }

    @ParameterizedTest
    @ValueSource(strings = {"Dentist: two fillings, need to go back next month.", "Visited Grandma at Oakfield.",
        "Latest bloods: cholesterol 4.8.", "The plumber will not be back, he says it is fixed."})
    void whatHappenedIsNotAPlanEvenWhenItEndsWithOne(String text) {
        assertThat(TextCues.of(text) & TextCues.PLAN).isZero();
    }

    @ParameterizedTest
    @ValueSource(strings = {"Sold the Golf, I cycle everywhere now.", "Switched to oat milk."})
    void aChangeIsMarked(String text) {
        assertThat(TextCues.of(text) & TextCues.CHANGE).isEqualTo(TextCues.CHANGE);
        assertThat(TextCues.of(null)).isZero();
    }

    @ParameterizedTest
    @ValueSource(strings = {"First go at rolling sushi at home. Rice was mush.",
        "Bella slept 11pm to 6am!!! First full night ever.", "Minimum bouldering with Luca, never done this before.",
        "Saw the sea for the first time today.", "Our first-ever family holiday abroad.",
        "Drove on the motorway, never been so scared before."})
    void aMemoryThatSaysItWasTheFirstTimeIsMarked(String text) {
        assertThat(TextCues.of(text) & TextCues.FIRST).isEqualTo(TextCues.FIRST);
    }

    @ParameterizedTest
    @ValueSource(strings = {"First thing tomorrow: ring the bank.", "The first of the month is payday.",
        "I never liked my old boss.", "Ran 5k, fastest ever.", "Second time at the climbing wall.",
        "bouldering at the hive this morning, first time since the wrist. did a v3!!!",
        "Swam in the sea, first time in years.", "Cinema, first time in ages"})
    void aFirstInPassingOrANeverThatIsNotAFirstTimeIsNot(String text) {
        assertThat(TextCues.of(text) & TextCues.FIRST).isZero();
    }

    @ParameterizedTest
    @ValueSource(strings = {"What does my sister Ana love?", "Hi! Where did I put the spare key?",
        "where's the passport? and the kids' ones?"})
    void aTextThatOnlyAsksIsMarkedWithoutTouchingWhoItIsAbout(String text) {
        long cues = TextCues.of(text);
        assertThat(cues & TextCues.QUESTION).isEqualTo(Integer.toUnsignedLong(TextCues.QUESTION));
        assertThat(TextCues.subjects(cues)).isEqualTo(Subjects.signature(text));
        assertThat(cues).isPositive();
    }

    @ParameterizedTest
    @ValueSource(strings = {"My sister Ana loves orchids.", "Ana loves orchids. Why did I never know that?",
        "Asked Tom whether the gate code changed", "Does this count as a question", "Is it 4471? Yes, it is 4471."})
    void aTextThatSaysSomethingBesideAQuestionIsNot(String text) {
        assertThat(TextCues.of(text) & TextCues.QUESTION).isZero();
    }

    @org.junit.jupiter.api.Test
    void whoItIsAboutStillFitsBesideTheOtherCues() {
        long cues = TextCues.of("My sister moved to Lyon, first time she has lived abroad.");
        assertThat(cues & (TextCues.CHANGE | TextCues.FIRST)).isEqualTo(TextCues.CHANGE | TextCues.FIRST);
        assertThat(TextCues.subjects(cues)).isEqualTo(Subjects.signature("My sister moved to Lyon"));
        assertThat(Subjects.BITS + TextCues.SUBJECTS_SHIFT).isLessThanOrEqualTo(Integer.SIZE);
    }

    @org.junit.jupiter.api.Test
    void whatItGivesToOthersSitsAboveTheRestAndNeverMakesTheCuesNegative() {
        String text = "My sister moved to Lyon, her new flat has a view of the river.";
        long cues = TextCues.of(text);
        assertThat(TextCues.othersThings(cues)).isEqualTo(OthersThings.signature(text)).isNotZero();
        assertThat(TextCues.subjects(cues)).isEqualTo(Subjects.signature(text));
        assertThat(cues & TextCues.CHANGE).isNotZero();
        assertThat(cues).isPositive();
        assertThat(OthersThings.BITS + TextCues.OTHERS_SHIFT).isLessThan(Long.SIZE);
    }
}
