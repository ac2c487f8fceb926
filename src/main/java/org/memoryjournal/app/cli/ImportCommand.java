package org.memoryjournal.app.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

import org.memoryjournal.chat.MemoryService;
import org.memoryjournal.memory.Importance;
import org.memoryjournal.memory.Memory;
import org.memoryjournal.memory.MemoryKind;
import org.memoryjournal.memory.MemorySource;
import org.memoryjournal.memory.MemoryText;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code import FILE}: reads an export and writes its memories, re-embedded with the model in use.
 * All or nothing: one bad entry and nothing is written (the message names the entry).
 */
@Command(name = "import", mixinStandardHelpOptions = true,
        description = "Import memories from an export file (all or nothing).")
final class ImportCommand implements Callable<Integer> {
    @ParentCommand
    MemoryJournalCli root;
    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "FILE")
    Path file;

    @Override
    public Integer call() {
        JsonNode doc = read(file);
        JsonNode memories = doc.path("memories");
        if (!ExportCommand.FORMAT.equals(doc.path("format").asText()) || !memories.isArray()) {
            throw new IllegalArgumentException(file + " is not a Memory Journal export (no \"format\": \""
                    + ExportCommand.FORMAT + "\" with a \"memories\" list); nothing was imported.");
        }
        List<MemoryService.Draft> drafts = new ArrayList<>();
        int n = 0;
        for (JsonNode m : memories) {
            n++;
            try {
                drafts.add(draft(m));
            } catch (RuntimeException e) {
                throw new IllegalArgumentException("Entry " + n + " of " + file + " is not valid (" + UserMessages.of(e)
                        + "); nothing was imported.", e);
            }
        }
        List<Memory> written;
        try {
            written = root.journal().memories().rememberAll(drafts);
        } catch (RuntimeException e) {
            throw new IllegalArgumentException(UserMessages.of(e) + " Nothing was imported.", e);
        }
        spec.commandLine().getOut().println("Imported " + written.size() + " memories from " + file + ".");
        return 0;
    }

    private static MemoryService.Draft draft(JsonNode m) {
        String text = MemoryText.validate(m.path("text").asText(""));
        MemoryService.Draft d = MemoryService.Draft.of(text, MemorySource.IMPORT);
        if (m.hasNonNull("kind")) {
            d = d.withKind(MemoryKind.parse(m.get("kind").asText()));
        }
        if (m.hasNonNull("importance")) {
            if (!m.get("importance").canConvertToInt()) {
                throw new IllegalArgumentException("importance must be a whole number from 1 to 10");
            }
            d = d.withImportance(Importance.validate(m.get("importance").asInt()));
        }
        if (m.hasNonNull("created_at")) {
            d = d.at(Instant.parse(m.get("created_at").asText()));
        }
        boolean pinned = m.path("pinned").asBoolean(false);
        return new MemoryService.Draft(d.text(), d.kind(), d.importance(), d.at(), d.source(), pinned);
    }

    private static JsonNode read(Path file) {
        try {
            return new ObjectMapper().readTree(Files.readAllBytes(file));
        } catch (NoSuchFileException e) {
            throw new IllegalArgumentException("There is no file " + file + ".", e);
        } catch (IOException e) {
            throw new IllegalArgumentException(file + " is not valid JSON (" + e.getMessage().lines().findFirst().orElse("")
                    + "); nothing was imported.", e);
        }
    }
}
