package org.memoryjournal.ui.access;

import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import java.util.stream.Collectors;

import org.memoryjournal.memory.AccessEntry;

/** One logged call as the Access table shows it. */
public record AccessRowViewModel(AccessEntry entry, String time, String client, String tool, String query,
                                 String ids, String outcome) {
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss", Locale.ROOT);

    static AccessRowViewModel of(AccessEntry e, ZoneId zone) {
        String query = e.query().replaceAll("\\s+", " ").strip();
        return new AccessRowViewModel(e, TIME.format(e.at().atZone(zone)), e.client(), e.tool(),
                query.length() > 120 ? query.substring(0, 120) + "…" : query,
                e.memoryIds().stream().map(id -> "#" + id).collect(Collectors.joining(" ")), e.outcome());
    }

    /** Whether this call forgot a memory (which the user may restore). */
    public boolean forgot() {
        return entry.tool().equals("forget") && !entry.memoryIds().isEmpty() && !entry.refused();
    }
}
