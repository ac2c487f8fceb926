package org.memoryjournal.chat;

import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.YearMonth;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Supplier;

import org.memoryjournal.store.ArchiveCounts;
import org.memoryjournal.settings.OwnerOnly;
import org.memoryjournal.store.ArchiveVisitor;
import org.memoryjournal.store.ArchivedMemory;
import org.memoryjournal.store.ArchivedMessage;
import org.memoryjournal.store.Conversation;
import org.memoryjournal.store.JournalArchive;
import org.memoryjournal.store.StoreException;

/**
 * The journal as a book a person can read in any editor: one Markdown file per month ({@code 2026-11.md}),
 * entries by day and time in the user's time zone, each with its kind, importance and pin, superseded
 * memories with what replaced them and why; optionally the conversations of the month after the entries.
 * Each file is written atomically and readable by its owner only. Blocking: call in the background.
 */
public final class MarkdownJournal {
    private static final DateTimeFormatter MONTH = DateTimeFormatter.ofPattern("MMMM yyyy", Locale.ENGLISH);
    private static final DateTimeFormatter DAY = DateTimeFormatter.ofPattern("EEEE d MMMM yyyy", Locale.ENGLISH);
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("HH:mm", Locale.ENGLISH);
    private static final int QUOTE_CHARS = 160;

    private final Supplier<JournalArchive> archive;
    private final ZoneId zone;

    public MarkdownJournal(Supplier<JournalArchive> archive, ZoneId zone) {
        this.archive = archive;
        this.zone = zone;
    }

    /** How many files, memories and messages were written. */
    public record Written(int files, long memories, long messages) {
    }

    /** Writes the month files into {@code dir} (created owner-only if missing); with {@code conversations} too. */
    public Written write(Path dir, boolean conversations) {
        Collected all = new Collected(conversations);
        archive.get().read(all, false);
        try {
            if (!Files.isDirectory(dir)) {
                Files.createDirectories(dir);
                OwnerOnly.restrict(dir);
            }
            TreeMap<YearMonth, Boolean> months = new TreeMap<>();
            all.memories.forEach(m -> months.put(month(m.createdAt()), true));
            all.messages.forEach(m -> months.put(month(m.createdAt()), true));
            for (YearMonth month : months.keySet()) {
                AtomicFile.write(dir.resolve(month + ".md"), out -> {
                    Writer w = new OutputStreamWriter(out, StandardCharsets.UTF_8);
                    w.write(month(all, month));
                    w.flush();
                });
            }
            return new Written(months.size(), all.memories.size(), all.messages.size());
        } catch (IOException e) {
            throw new StoreException("The Markdown journal could not be written to " + dir + " (" + e.getMessage()
                    + "); files already there were left as they were.", e);
        }
    }

    private YearMonth month(Instant at) {
        return YearMonth.from(at.atZone(zone));
    }

    private String month(Collected all, YearMonth month) {
        StringBuilder b = new StringBuilder();
        b.append("# ").append(MONTH.format(month)).append("\n");
        String day = "";
        List<ArchivedMemory> entries = all.memories.stream().filter(m -> month(m.createdAt()).equals(month))
                .sorted(Comparator.comparing(ArchivedMemory::createdAt).thenComparingLong(ArchivedMemory::id)).toList();
        for (ArchivedMemory m : entries) {
            ZonedDateTime at = m.createdAt().atZone(zone);
            if (!DAY.format(at).equals(day)) {
                day = DAY.format(at);
                b.append("\n## ").append(day).append("\n");
            }
            b.append("\n### ").append(TIME.format(at)).append(" · ").append(m.kind()).append(" · importance ")
                    .append(m.importance());
            if (m.pinned()) {
                b.append(" · pinned");
            }
            b.append(" · #").append(m.id()).append("\n\n").append(block(m.text())).append("\n");
            if (m.supersededBy() != 0) {
                b.append("\n> Superseded by #").append(m.supersededBy());
                ArchivedMemory newer = all.byId.get(m.supersededBy());
                if (newer != null) {
                    b.append(" (").append(DAY.format(newer.createdAt().atZone(zone))).append("): “")
                            .append(inline(newer.text())).append("”");
                }
                if (!m.supersedeReason().isBlank()) {
                    b.append(" Reason: ").append(inline(m.supersedeReason()));
                }
                b.append("\n");
            }
        }
        List<ArchivedMessage> messages = all.messages.stream().filter(m -> month(m.createdAt()).equals(month))
                .sorted(Comparator.comparingLong(ArchivedMessage::conversationId).thenComparing(ArchivedMessage::createdAt)
                        .thenComparingLong(ArchivedMessage::id)).toList();
        if (!messages.isEmpty()) {
            b.append("\n## Conversations\n");
            long conversation = -1;
            for (ArchivedMessage m : messages) {
                if (m.conversationId() != conversation) {
                    conversation = m.conversationId();
                    Conversation c = all.conversations.get(conversation);
                    b.append("\n### ").append(c == null ? "Conversation " + conversation : inline(c.title())).append("\n");
                }
                String who = switch (m.role()) {
                    case "user" -> "You";
                    case "assistant" -> "Assistant";
                    default -> "Summary";
                };
                b.append("\n**").append(who).append("**, ").append(DAY.format(m.createdAt().atZone(zone))).append(" ")
                        .append(TIME.format(m.createdAt().atZone(zone)));
                if (!"complete".equals(m.status())) {
                    b.append(" (").append(m.status()).append(")");
                }
                b.append("\n\n").append(block(m.text())).append("\n");
            }
        }
        return b.toString();
    }

    /** Text kept as written, with lines that Markdown would read as structure escaped and controls removed. */
    static String block(String text) {
        StringBuilder b = new StringBuilder();
        for (String line : clean(text).split("\n", -1)) {
            String t = line.stripLeading();
            if (!t.isEmpty() && ("#>-*+|=`~".indexOf(t.charAt(0)) >= 0 || t.matches("\\d+[.)].*"))) {
                b.append('\\');
            }
            b.append(line).append('\n');
        }
        return b.toString().stripTrailing();
    }

    private static String inline(String text) {
        String one = clean(text).replace('\n', ' ').strip();
        return one.length() > QUOTE_CHARS ? one.substring(0, QUOTE_CHARS) + "…" : one;
    }

    private static String clean(String text) {
        StringBuilder b = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\n' || c == '\t' || (c >= 0x20 && c != 0x7F && !(c >= 0x80 && c <= 0x9F))) {
                b.append(c);
            }
        }
        return b.toString().replace("\r", "");
    }

    /** Everything read from the journal, held for grouping by month. */
    private static final class Collected implements ArchiveVisitor {
        final boolean conversationsWanted;
        final List<ArchivedMemory> memories = new ArrayList<>();
        final Map<Long, ArchivedMemory> byId = new HashMap<>();
        final Map<Long, Conversation> conversations = new HashMap<>();
        final List<ArchivedMessage> messages = new ArrayList<>();

        Collected(boolean conversationsWanted) {
            this.conversationsWanted = conversationsWanted;
        }

        @Override
        public void start(ArchiveCounts counts) {
        }

        @Override
        public void memory(ArchivedMemory m) {
            memories.add(m);
            byId.put(m.id(), m);
        }

        @Override
        public void conversation(Conversation c) {
            conversations.put(c.id(), c);
        }

        @Override
        public void message(ArchivedMessage m) {
            if (conversationsWanted) {
                messages.add(m);
            }
        }
    }
}
