package org.memoryjournal.app.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

import org.memoryjournal.chat.MemoryService;
import org.memoryjournal.llm.EmbeddingProvider;
import org.memoryjournal.memory.Embedding;
import org.memoryjournal.memory.Memory;
import org.memoryjournal.memory.MemoryText;
import org.memoryjournal.store.ArchivedMemory;
import org.memoryjournal.store.ImportOutcome;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code import FILE}: reads an export and writes it, all or nothing (one transaction; one bad entry and
 * nothing is written, the message names the entry). A version-2 export is restored exactly: ids (into an
 * empty journal), times, last access, links, conversations and their messages, and its vectors when it holds
 * them; otherwise the memories are embedded with the model in use, in batches. Into a journal that holds
 * anything, memories and conversations already there word for word are skipped and the rest re-numbered.
 * A version-1 export is read as before (memories only, re-embedded). Progress goes to stderr.
 */
@Command(name = "import", mixinStandardHelpOptions = true,
        description = "Import an export file (all or nothing), merging into what the journal holds.")
final class ImportCommand implements Callable<Integer> {
    private static final int EMBED_BATCH = 256;

    @ParentCommand
    MemoryJournalCli root;
    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "FILE")
    Path file;

    @Option(names = "--progress", description = "Draw a progress bar even when stderr is not a terminal.")
    boolean progressBar;

    @Override
    public Integer call() {
        try (ProgressLine progress = ProgressLine.forStderr(spec.commandLine().getErr(), progressBar)) {
            long size = sizeOf(file);
            progress.phase("Reading", size >> 20, "MB");
            ExportReader.Content content = new ExportReader(file, n -> progress.update(n >> 20)).read();
            progress.finishPhase(size >> 20);
            OpenJournal journal = root.journal();
            refuseFutureDates(journal.memories(), content);
            if (content.version() == 1) {
                return importDrafts(journal, content, progress);
            }
            // Memories the journal already holds are skipped by the import: embedding them would be wasted work.
            boolean[] held = journal.archive().held(content.rows().memories());
            List<ArchivedMemory> memories = embedMissing(journal.memories().embedder(), content.rows().memories(),
                    held, progress);
            long rows = memories.size() + (long) content.rows().messages().size();
            progress.phase("Writing", rows, "rows");
            ImportOutcome outcome;
            try {
                outcome = journal.archive().importAll(content.rows().withMemories(memories), progress::update);
            } catch (RuntimeException e) {
                throw new IllegalStateException(UsageMessages.sentence(UserMessages.of(e)) + " Nothing was imported.", e);
            }
            progress.finishPhase(outcome.memories() + outcome.messages());
            progress.close();
            spec.commandLine().getOut().println(summary(outcome));
            return 0;
        }
    }

    static String summary(ImportOutcome o) {
        if (o.memories() == 0 && o.conversations() == 0 && o.messages() == 0 && o.accessEntries() == 0
                && o.forgottenCopies() == 0 && o.memoriesSkipped() > 0) {
            return alreadyThere(o);
        }
        StringBuilder b = new StringBuilder("Imported ").append(plural(o.memories(), "memory", "memories"));
        if (o.memoriesSkipped() > 0) {
            b.append(", skipped ").append(o.memoriesSkipped()).append(" already present");
        }
        b.append(", ").append(plural(o.conversations(), "conversation", "conversations"));
        if (o.conversationsSkipped() > 0) {
            b.append(" (").append(o.conversationsSkipped()).append(" already present)");
        }
        b.append(" with ").append(plural(o.messages(), "message", "messages"));
        if (o.accessEntries() > 0 || o.forgottenCopies() > 0) {
            b.append(", ").append(plural(o.accessEntries(), "assistant access", "assistant accesses"))
                    .append(" and ").append(plural(o.forgottenCopies(), "forgotten memory", "forgotten memories"));
        }
        return b.append(o.idsKept() ? "; every id was kept." : ".").toString();
    }

    /** An import that found everything already in the journal: "All 62 memories … are already in the journal". */
    private static String alreadyThere(ImportOutcome o) {
        String memories = o.memoriesSkipped() == 1 ? "The memory"
                : "All " + plural(o.memoriesSkipped(), "memory", "memories");
        String conversations = o.conversationsSkipped() == 0 ? ""
                : " and " + plural(o.conversationsSkipped(), "conversation", "conversations");
        String verb = o.memoriesSkipped() == 1 && o.conversationsSkipped() == 0 ? " is" : " are";
        return memories + conversations + " in the file" + verb + " already in the journal; nothing was imported.";
    }

    private static String plural(long n, String one, String many) {
        return String.format(java.util.Locale.ROOT, "%,d %s", n, n == 1 ? one : many);
    }

    /**
     * A version-1 file: its memories are rated and embedded as new ones, but for those the journal already holds word
     * for word at the same time (the same file imported twice had doubled every memory). A memory the file gives no
     * time is written now, so it is never one the journal holds.
     */
    private int importDrafts(OpenJournal journal, ExportReader.Content content, ProgressLine progress) {
        List<MemoryService.Draft> drafts = content.drafts();
        List<MemoryService.Draft> missing = notHeld(journal, drafts);
        int skipped = drafts.size() - missing.size();
        if (missing.isEmpty() && skipped > 0) {
            progress.close();
            spec.commandLine().getOut().println(drafts.size() == 1
                    ? "The memory in the file is already in the journal; nothing was imported."
                    : "All " + plural(drafts.size(), "memory", "memories")
                            + " in the file are already in the journal; nothing was imported.");
            return 0;
        }
        progress.phase("Embedding", missing.size(), "memories");
        List<Memory> written;
        try {
            written = journal.memories().rememberAll(missing);
        } catch (RuntimeException e) {
            throw new IllegalStateException(UsageMessages.sentence(UserMessages.of(e)) + " Nothing was imported.", e);
        }
        progress.finishPhase(written.size());
        progress.close();
        spec.commandLine().getOut().println("Imported " + plural(written.size(), "memory", "memories") + " from " + file
                + (skipped == 0 ? "." : ", skipped " + skipped + " already present."));
        return 0;
    }

    /** The drafts the journal does not hold word for word at the same time (an undated one never is held). */
    private static List<MemoryService.Draft> notHeld(OpenJournal journal, List<MemoryService.Draft> drafts) {
        List<Integer> dated = java.util.stream.IntStream.range(0, drafts.size())
                .filter(i -> drafts.get(i).at().isPresent()).boxed().toList();
        boolean[] held = journal.archive().held(dated.stream().map(i -> drafts.get(i).at().orElseThrow()).toList(),
                dated.stream().map(i -> MemoryText.validate(drafts.get(i).text())).toList());
        boolean[] skip = new boolean[drafts.size()];
        for (int k = 0; k < held.length; k++) {
            skip[dated.get(k)] = held[k];
        }
        return java.util.stream.IntStream.range(0, drafts.size()).filter(i -> !skip[i]).mapToObj(drafts::get).toList();
    }

    /**
     * Refuses the file when a memory in it is dated in the future (see {@link MemoryService#checkDate}): kept, it could
     * never be recalled. Checked before any embedding, and the message names the entry as other bad entries do.
     */
    private void refuseFutureDates(MemoryService memories, ExportReader.Content content) {
        List<Instant> dates = content.version() == 1
                ? content.drafts().stream().map(d -> d.at().orElseGet(memories::now)).toList()
                : content.rows().memories().stream().map(ArchivedMemory::createdAt).toList();
        for (int i = 0; i < dates.size(); i++) {
            try {
                memories.checkDate(dates.get(i));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("Memory " + (i + 1) + " of " + file + " is not valid ("
                        + ExportReader.lowerFirst(UserMessages.of(e)) + "); nothing was imported.", e);
            }
        }
    }

    /**
     * Embeds, in batches and with the model in use, the memories the file holds no vector for, but for those the
     * journal already {@code held} (they stay without one).
     */
    private static List<ArchivedMemory> embedMissing(EmbeddingProvider embedder, List<ArchivedMemory> memories,
                                                     boolean[] held, ProgressLine progress) {
        List<Integer> missing = new ArrayList<>();
        for (int i = 0; i < memories.size(); i++) {
            if (memories.get(i).vector() == null && !held[i]) {
                missing.add(i);
            }
        }
        if (missing.isEmpty()) {
            return memories;
        }
        List<ArchivedMemory> out = new ArrayList<>(memories);
        progress.phase("Embedding", missing.size(), "memories");
        try {
            for (int from = 0; from < missing.size(); from += EMBED_BATCH) {
                List<Integer> batch = missing.subList(from, Math.min(missing.size(), from + EMBED_BATCH));
                List<Embedding> vectors = embedder.embedAll(batch.stream().map(i -> memories.get(i).text()).toList());
                for (int k = 0; k < batch.size(); k++) {
                    out.set(batch.get(k), memories.get(batch.get(k)).withEmbedding(vectors.get(k)));
                }
                progress.update(from + batch.size());
            }
        } catch (RuntimeException e) {
            throw new IllegalStateException(UsageMessages.sentence(UserMessages.of(e)) + " Nothing was imported.", e);
        }
        progress.finishPhase(missing.size());
        return out;
    }

    private static long sizeOf(Path file) {
        try {
            return Files.isRegularFile(file) ? Files.size(file) : 0;
        } catch (IOException e) {
            return 0;
        }
    }
}
