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
}
