package org.memoryjournal.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * Time words are resolved in the time zone of the person using the journal: the real entry point in a child JVM
 * whose system zone is Melbourne's. "Yesterday" asked at 9 in the morning there is the day before in Melbourne; the
 * journal had used a UTC clock, for which it was the UTC day before, and found the wrong note.
 */
class UserTimeZoneTest {
    @TempDir
    Path root;

    @Test
    void yesterdayIsTheDayBeforeWhereTheUserIs() throws Exception {
        ChildProcess child = new ChildProcess(root);
        String zone = "export TZ=Australia/Melbourne";
        // 14:00 on 24 March in Melbourne (03:00 UTC): the day before yesterday there, but yesterday in UTC.
        assertThat(child.shell(zone, "", "remember", "--at", "2026-03-24T03:00:00Z", "--",
                "Bought new running shoes at the outlet").status()).isZero();
        // 17:45 on 25 March in Melbourne (06:45 UTC): yesterday there.
        assertThat(child.shell(zone, "", "remember", "--at", "2026-03-25T06:45:00Z", "--",
                "Surgeon cleared me to run, no footy until July").status()).isZero();

        // 09:00 on 26 March in Melbourne.
        ChildProcess.Result asked = child.shell(zone, "", "recall", "--now", "2026-03-25T22:00:00Z", "--no-touch",
                "--json", "--", "What did I do yesterday?");

        assertThat(asked.status()).as(asked.err()).isZero();
        JsonNode recall = new ObjectMapper().readTree(asked.out());
        assertThat(recall.get("results").get(0).get("text").asText()).startsWith("Surgeon cleared me");
        assertThat(recall.get("results").get(0).get("time_match").asDouble()).isEqualTo(1.0);
    }
}
