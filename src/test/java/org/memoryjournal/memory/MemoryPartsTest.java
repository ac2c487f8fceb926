package org.memoryjournal.memory;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class MemoryPartsTest {
    @Test
    void eachLaterSentenceIsReadAfterTheOpeningOne() {
        assertThat(MemoryParts.of("Marcus on leave this week. His wife had surgery! Team is sending flowers?"))
                .containsExactly("Marcus on leave this week. His wife had surgery!",
                        "Marcus on leave this week. Team is sending flowers?");
    }

    @Test
    void aTextOfOneSentenceHasNoPassages() {
        assertThat(MemoryParts.of("Blood group A positive, writing it down so I stop guessing.")).isEmpty();
        assertThat(MemoryParts.of("   ")).isEmpty();
        assertThat(MemoryParts.of("Long week at work.  Tom's café does chai now.")).as("the passage is the text").isEmpty();
        assertThat(MemoryParts.of(null)).isEmpty();
    }

    @Test
    void sentencesOfFewerThanThreeWordsAreSkippedAndLinesAndDashesSeparate() {
        assertThat(MemoryParts.of("Ugh. Dentist moved my check-up to Friday. Fine.\nNew time is 9:30 in the morning"))
                .containsExactly("Dentist moved my check-up to Friday. New time is 9:30 in the morning");
        assertThat(MemoryParts.of("Booked the cottage in St Ives - four nights with a sea view"))
                .containsExactly("Booked the cottage in St Ives four nights with a sea view");
    }

    @Test
    void aLongNoteKeepsAtMostTheFirstPassages() {
        StringBuilder text = new StringBuilder("The opening sentence here.");
        for (int i = 0; i < 20; i++) {
            text.append(" Sentence number ").append(i).append(" goes on.");
        }
        assertThat(MemoryParts.of(text.toString())).hasSize(MemoryParts.MAX)
                .allSatisfy(p -> assertThat(p).startsWith("The opening sentence here. Sentence number"))
                .last().asString().endsWith("number " + (MemoryParts.MAX - 1) + " goes on.");
    }

    @Test
    void aPassageIsQuotedByTheSentenceItAddsToTheOpeningOne() {
        String text = "Marcus on leave this week. His wife had surgery! Team is sending flowers?";
        assertThat(MemoryParts.sentence(text, 1)).contains("His wife had surgery!");
        assertThat(MemoryParts.sentence(text, 2)).contains("Team is sending flowers?");
        assertThat(MemoryParts.sentence(text, 0)).isEmpty();
        assertThat(MemoryParts.sentence(text, 3)).isEmpty();
        assertThat(MemoryParts.sentence("Long week at work. Tom's café does chai now.", 1)).as("no passages").isEmpty();
    }
}
