package org.memoryjournal.llm;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ServerReasonTest {
    @Test
    void readsTheReasonOfEachShapeOfErrorBody() {
        assertThat(ServerReason.of("{\"error\":{\"message\":\"context too long\",\"code\":400}}"))
                .hasValue("context too long");
        assertThat(ServerReason.of("{\"error\":\"model 'x' not found\"}")).hasValue("model 'x' not found");
        assertThat(ServerReason.of("{\"detail\":\"Not authenticated\"}")).hasValue("Not authenticated");
        assertThat(ServerReason.of("upstream timed out\n")).hasValue("upstream timed out");
    }

    @Test
    void saysNothingForAnEmptyBodyAnErrorPageOrAnErrorWithoutText() {
        assertThat(ServerReason.of("")).isEmpty();
        assertThat(ServerReason.of((String) null)).isEmpty();
        assertThat(ServerReason.of("<!DOCTYPE html><h1>502 Bad Gateway</h1>")).isEmpty();
        assertThat(ServerReason.of("{\"error\":{\"code\":500}}")).isEmpty();
    }

    @Test
    void aLongOrMultiLineReasonIsQuotedOnOneShortLine() {
        String said = ServerReason.of("{\"error\":{\"message\":\"line one\\n\\tline two " + "x".repeat(500)
                + "\"}}").orElseThrow();
        assertThat(said).startsWith("line one line two x").endsWith("…").doesNotContain("\n", "\t");
        assertThat(said).hasSize(ServerReason.QUOTED);
    }

    @Test
    void aReasonThatEchoesTheRequestIsNotQuoted() {
        String sent = "{\"messages\":[{\"role\":\"user\",\"content\":\"my secret diary entry\"}]}";
        assertThat(ServerReason.echoes("bad request: My Secret Diary entry", sent)).isTrue();
        assertThat(ServerReason.echoes("model exploded", sent)).isFalse();
        assertThat(ServerReason.echoes("short", sent)).isFalse();
    }
}
