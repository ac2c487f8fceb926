package org.memoryjournal.memory;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class SharedWordsTest {
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "I drive a Golf.|Sold the Golf, I cycle everywhere now.",
        "Our electric is with Octopus.|Electricity with EDF from today.",
        "We've got three hens now!|Fox took a hen last night.",
        "Dr Yilmaz is our GP.|Yilmaz retired, registered with Dr Hartmann.",
        "Gate code at work 4471#.|Gate code changed at Steiner: 9082.",
        "Mum's birthday is in May.|Mum moved her party to June."})
    void notesNamingTheSameThingShareAWord(String a, String b) {
        assertThat(SharedWords.any(a, b)).isTrue();
        assertThat(SharedWords.any(b, a)).isTrue();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "ok first entry. im camila, 26, doing my masters|im vegan now, like fully. no more queso costeno :(",
        "I have been doing this for years now, really.|Now I have moved, again, since last week.",
        "Went to the shop this morning.|Got back late tonight, then went out again."})
    void functionTimeAndChangeWordsAreNotATopic(String a, String b) {
        assertThat(SharedWords.any(a, b)).isFalse();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"hen|hens", "electric|electricity", "diagnosed|diagnosis", "car|cars"})
    void formsOfAWordAreAlike(String a, String b) {
        assertThat(SharedWords.alike(a, b)).isTrue();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"car|cat", "hen|hand", "port|party"})
    void differentWordsAreNot(String a, String b) {
        assertThat(SharedWords.alike(a, b)).isFalse();
    }
}
