package org.memoryjournal.memory;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class SubjectsTest {

    @Test
    void relationsAreReadSingularAndLowerCase() {
        assertThat(Subjects.relations("My sisters and Dad came round, the dog hid")).containsExactly("dad", "dog",
                "sister");
        assertThat(Subjects.relations("Sold the Golf, cycling everywhere now")).isEmpty();
    }

    @Test
    void namesAreCapitalisedWordsInsideASentenceOrAPossessiveAtItsStart() {
        assertThat(Subjects.names("Tom's birthday is in May. Lunch with Ana at Nando's")).containsExactly("ana",
                "nando", "tom");
    }

    @Test
    void aCapitalisedWordOpeningASentenceIsANameUnlessItIsACommonOpenerOrShapedLikeAVerb() {
        String text = "Carmen shifted our group. Finally sorted. Took Mum along. Yusuf retired! Moving on. Sunday";
        assertThat(Subjects.names(text)).containsExactly("mum");
        assertThat(Subjects.namesWithOpeners(text)).containsExactly("carmen", "mum", "yusuf");
    }

    @Test
    void contractionsAndLettersAfterDigitsAreNotNames() {
        assertThat(Subjects.names("Let's see. It's fine. That's that. Meeting in room 4B.")).isEmpty();
    }

    @Test
    void aNewerMemoryMustNameEveryRelationOfTheOlderOne() {
        int sister = Subjects.signature("My sister lives in Paris");
        assertThat(Subjects.couldBeSame(sister, Subjects.signature("My sister moved to Lyon"))).isTrue();
        assertThat(Subjects.couldBeSame(sister, Subjects.signature("My brother lives in Paris now"))).isFalse();
        assertThat(Subjects.couldBeSame(sister, Subjects.signature("Moved to Lyon"))).isFalse();
    }

    /**
     * A plural relation no one owns says who else was there, not whose fact it is: the note about the hens is not
     * about the kids, and the fox's note replaces it.
     */
    @ParameterizedTest
    @ValueSource(strings = {"We've got three hens now! Mabel, Doris and Peggy. The kids are obsessed.",
        "Booked the cottage in St Ives for Easter week, dogs allowed.", "Home phone 07 4162 3318. Kids keep asking.",
        "Drinks with friends after work"})
    void aPluralRelationNoOneOwnsIsNamedInPassing(String text) {
        assertThat(Subjects.signature(text)).as(text).isZero();
        assertThat(Subjects.couldBeSame(Subjects.signature(text), Subjects.signature("Fox got in overnight")))
                .isTrue();
    }

    @ParameterizedTest
    @ValueSource(strings = {"My kids are allergic to nuts", "our two dogs need the vet", "the kids' dentist is on "
            + "Hill Road", "Their parents live in Leeds", "My sister lives in Paris", "Kid's got a fever"})
    void anOwnedOrSingleRelationIsWhoTheNoteIsAbout(String text) {
        assertThat(Subjects.signature(text)).as(text).isNotZero();
        assertThat(Subjects.couldBeSame(Subjects.signature(text), Subjects.signature("Moved to Lyon"))).isFalse();
    }

    @Test
    void noRelationNamedOrNoSignatureStoredSaysNothingAgainstIt() {
        int car = Subjects.signature("I drive a Golf");
        assertThat(car).isZero();
        assertThat(Subjects.couldBeSame(car, Subjects.signature("My dad bought my Golf, I cycle now"))).isTrue();
        assertThat(Subjects.couldBeSame(0, 0)).isTrue();
    }

    @Test
    void theSignatureSitsAboveTheCueBitsAndLeavesThemAlone() {
        long cues = TextCues.of("Dad changed his number");
        assertThat(cues & TextCues.CHANGE).isNotZero();
        assertThat(TextCues.subjects(cues)).isEqualTo(Subjects.signature("Dad changed his number")).isNotZero();
    }
}
