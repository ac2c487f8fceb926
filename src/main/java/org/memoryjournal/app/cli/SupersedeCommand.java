package org.memoryjournal.app.cli;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;

import org.memoryjournal.chat.MemoryService;
import org.memoryjournal.memory.Memory;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code supersede OLD_ID --by NEW_ID}: marks a memory as replaced by a later one, as "Replaced by…" does in the
 * browser, for a change the update judge did not link. The old memory is kept and is no longer recalled; the
 * browser's Restore brings it back. What cannot be replaced is refused with one sentence (see
 * {@link MemoryService#supersedeByHand}).
 */
@Command(name = "supersede", mixinStandardHelpOptions = true,
        description = "Mark memory OLD_ID as replaced by the later memory NEW_ID (kept, no longer recalled).")
final class SupersedeCommand implements Callable<Integer> {
    @ParentCommand
    MemoryJournalCli root;
    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "OLD_ID", converter = Values.Id.class)
    long oldId;

    @Option(names = "--by", paramLabel = "NEW_ID", required = true, converter = Values.Id.class,
            description = "The later memory that replaces it.")
    long newId;

    @Option(names = "--json", description = "Print one JSON object: the memory replaced and why.")
    boolean json;

    @Override
    public Integer call() {
        Memory replaced = root.journal().memories().supersedeByHand(oldId, newId);
        if (json) {
            Map<String, Object> o = new LinkedHashMap<>(JsonOut.memory(replaced));
            o.put("supersede_reason", root.journal().memories().supersedeReason(oldId));
            spec.commandLine().getOut().println(JsonOut.write(o));
            return 0;
        }
        spec.commandLine().getOut().println("Memory #" + oldId + " is marked as replaced by #" + newId
                + "; it is kept, and no longer recalled.");
        return 0;
    }
}
