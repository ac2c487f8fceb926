package org.memoryjournal.app.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

import org.memoryjournal.memory.Memory;
import org.memoryjournal.store.MemoryListQuery;
import org.memoryjournal.store.MemoryRepository;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code export [FILE]}: every memory as JSON (text, kind, importance, times, source, pinned), without
 * vectors (an import re-embeds with the model in use). Never contains the API key.
 */
@Command(name = "export", mixinStandardHelpOptions = true, description = "Write all memories as JSON to FILE (or stdout).")
final class ExportCommand implements Callable<Integer> {
    static final String FORMAT = "memory-journal-export";
    private static final int PAGE = 1000;

    @ParentCommand
    MemoryJournalCli root;
    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "FILE", arity = "0..1")
    Path file;

    @Override
    public Integer call() throws IOException {
        MemoryRepository repo = root.journal().memories().repository();
        List<Map<String, Object>> all = new ArrayList<>();
        MemoryListQuery q = MemoryListQuery.newest(PAGE).sortedBy(MemoryListQuery.SortField.ID, false)
                .withSuperseded(true);
        for (int offset = 0;; offset += PAGE) {
            List<Memory> page = repo.list(q.page(offset, PAGE));
            page.forEach(m -> all.add(JsonOut.memory(m)));
            if (page.size() < PAGE) {
                break;
            }
        }
        Map<String, Object> doc = new LinkedHashMap<>();
        doc.put("format", FORMAT);
        doc.put("version", 1);
        doc.put("exported_at", root.journal().memories().now().toString());
        doc.put("memories", all);
        String json = JsonOut.write(doc);
        if (file == null) {
            spec.commandLine().getOut().println(json);
        } else {
            Files.writeString(file, json + "\n", StandardCharsets.UTF_8);
            spec.commandLine().getErr().println("Exported " + all.size() + " memories to " + file + ".");
        }
        return 0;
    }
}
