package org.memoryjournal.memory;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class ChatShorthandTest {
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "how should u talk to me|how should you talk to me",
        "any foods u should avoid suggesting|any foods you should avoid suggesting",
        "r valentina and me still together?|are valentina and me still together?",
        "what internet plan r we on with rogers|what internet plan are we on with rogers",
        "did u see ur note, u know the one|did you see your note, you know the one",
        "can u remind me (u said u would)|can you remind me (you said you would)"})
    void standaloneShorthandIsWrittenOut(String typed, String read) {
        assertThat(ChatShorthand.expand(typed)).isEqualTo(read);
    }

    @ParameterizedTest
    @ValueSource(strings = {"Where did the plumber leave the U-bend?", "Which R&B album did I buy?",
        "Did I get a U in maths?", "What's plan B for the wedding?", "Is the flat on floor R or 1?",
        "What's in unit 4/u?", "Who's Ursula's guru?", "How's my r-value?",
        "Did we fly to the u.s. in May?", "When was the r.s.v.p. due?"})
    void lettersThatAreNotShorthandStay(String typed) {
        assertThat(ChatShorthand.expand(typed)).isEqualTo(typed);
    }
}
