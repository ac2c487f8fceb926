package org.memoryjournal.ui.browser;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.memoryjournal.memory.MemorySource;

/**
 * One choice of the browser's source filter: every memory, memories of one source (the chat, facts, insights,
 * ...), or those one assistant wrote through MCP, by the name it gave.
 *
 * @param label  what the choice says
 * @param source the source shown (empty: all)
 * @param client the assistant shown (empty: any)
 */
public record SourceChoice(String label, Optional<MemorySource> source, Optional<String> client) {
    public static final SourceChoice ALL = new SourceChoice("All sources", Optional.empty(), Optional.empty());

    private static SourceChoice of(String label, MemorySource source) {
        return new SourceChoice(label, Optional.of(source), Optional.empty());
    }

    /** An assistant that wrote memories through MCP. */
    public static SourceChoice assistant(String name) {
        return new SourceChoice(name + " (assistant)", Optional.of(MemorySource.MCP), Optional.of(name));
    }

    /** All, each source in words, then each assistant by name. */
    public static List<SourceChoice> all(List<String> assistants) {
        List<SourceChoice> out = new ArrayList<>(List.of(ALL, of("Chat", MemorySource.CHAT),
                of("Facts", MemorySource.FACT), of("Added by hand", MemorySource.MANUAL),
                of("Insights (reflection)", MemorySource.REFLECTION), of("Imported", MemorySource.IMPORT),
                of("All assistants (MCP)", MemorySource.MCP)));
        assistants.forEach(name -> out.add(assistant(name)));
        return out;
    }

    @Override
    public String toString() {
        return label;
    }
}
