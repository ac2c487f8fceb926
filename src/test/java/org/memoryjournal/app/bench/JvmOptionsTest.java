package org.memoryjournal.app.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;

import org.junit.jupiter.api.Test;

class JvmOptionsTest {
    @Test
    void oneFlagPerLineWithCommentsAndBlankLinesLeftOut() {
        assertThat(JvmOptions.parse("# heap\n-Xmx384m\n\n  -XX:+UseSerialGC   # the collector\r\n#-Xss1m\n"))
                .containsExactly("-Xmx384m", "-XX:+UseSerialGC");
    }

    @Test
    void twoFlagsOnOneLineAreRefusedWithTheLine() {
        assertThatThrownBy(() -> JvmOptions.parse("-Xmx384m -Xss1m\n")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("\"-Xmx384m -Xss1m\"");
    }

    @Test
    void theShippedFileLimitsTheHeap() {
        List<String> flags = JvmOptions.desktop();

        assertThat(flags).anyMatch(f -> f.startsWith("-Xmx"));
        assertThat(flags).allMatch(f -> f.startsWith("-"));
    }
}
