package org.memoryjournal.app.cli;

import java.io.PrintWriter;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

import org.memoryjournal.chat.MemoryService;
import org.memoryjournal.chat.Remembered;
import org.memoryjournal.chat.ReplacedNote;
import org.memoryjournal.chat.TurnResult;
import org.memoryjournal.llm.Cancellation;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/** {@code chat MESSAGE}: one full turn, streamed to stdout. */
@Command(name = "chat", mixinStandardHelpOptions = true,
        description = "Send one message: recall, answer (streamed), and write the turn back to memory.")
final class ChatCommand implements Callable<Integer> {
    @ParentCommand
    MemoryJournalCli root;
    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "MESSAGE")
    String message;

    @Option(names = "--now", paramLabel = "TIME", converter = Times.class, description = "Act as if at this time.")
    Instant now;

    @Option(names = "--conversation", paramLabel = "ID", converter = Values.Id.class, description = "Continue this conversation (default: the command-line conversation).")
    Long conversation;

    @Option(names = "--json", description = "Print one JSON object {reply, recalled, written} instead of streaming.")
    boolean json;

    @Override
    public Integer call() {
        Values.text(spec, message, "message");
        PrintWriter out = spec.commandLine().getOut();
        StreamSanitiser visible = new StreamSanitiser();
        TurnResult turn;
        try {
            OpenJournal journal = root.journal();
            if (conversation != null && journal.chat().conversations().find(conversation).isEmpty()) {
                // Checked before anything is recalled (and touched): a failed command changes nothing.
                throw new IllegalArgumentException("There is no conversation " + conversation
                        + "; leave out --conversation to continue the command line's own conversation.");
            }
            long conversationId = conversation != null ? conversation : journal.commandLineConversation();
            Instant at = now != null ? now : journal.memories().now();
            turn = journal.chat().send(conversationId, message, at, piece -> {
                if (!json) {
                    out.print(visible.next(piece));
                    out.flush();
                }
            }, new Cancellation());
        } catch (RuntimeException e) {
            if (json) {
                // scripts reading --json get an object even when the turn could not start
                Map<String, Object> o = new LinkedHashMap<>();
                o.put("error", UserMessages.of(e));
                out.println(JsonOut.write(o));
                out.flush();
            }
            throw e;
        }
        List<ReplacedNote> replaced = root.journal().chat().replacedBy(turn.written());
        if (json) {
            Map<String, Object> o = new LinkedHashMap<>();
            o.put("reply", turn.reply());
            o.put("recalled", JsonOut.recalled(turn.recalled()));
            o.put("written", turn.written());
            o.put("replaced", replaced.stream().map(ChatCommand::replacedJson).toList());
            if (turn.interrupted()) {
                o.put("interrupted", true);
            }
            turn.error().ifPresent(e -> o.put("error", e));
            out.println(JsonOut.write(o));
        } else if (turn.interrupted()) {
            out.println("\n[the answer was interrupted]");
        } else if (!turn.failed()) {
            out.println();
        }
        out.flush();
        if (!json) {
            tellReplaced(replaced, spec.commandLine().getErr());
        }
        if (turn.failed()) {
            spec.commandLine().getErr().println("memory-journal: " + Terminal.visible(failure(turn)));
            return 1;
        }
        return 0;
    }

    /** On stderr, as {@code remember} says it: which memories the turn's write-back replaced, and why. */
    private static void tellReplaced(List<ReplacedNote> replaced, PrintWriter err) {
        record Replacing(long by, String reason) {
        }
        Map<Replacing, List<Long>> grouped = new LinkedHashMap<>();
        for (ReplacedNote n : replaced) {
            grouped.computeIfAbsent(new Replacing(n.replacedBy(), n.reason()), k -> new ArrayList<>()).add(n.memoryId());
        }
        grouped.forEach((r, ids) -> err.println(Terminal.visible(Remembered.replacing(r.by(), ids,
                r.reason()))));
        err.flush();
    }

    private static Map<String, Object> replacedJson(ReplacedNote n) {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("id", n.memoryId());
        o.put("text", n.text());
        o.put("replaced_by", n.replacedBy());
        o.put("reason", n.reason());
        return o;
    }

    /** The error as a sentence, then what became of the user's words (unless the error already says it). */
    private static String failure(TurnResult turn) {
        String error = UsageMessages.sentence(turn.error().orElse("The model did not answer"));
        if (error.contains("Your message was kept")) {
            return error;
        }
        return error + " Your message was kept in the conversation"
                + (turn.written().isEmpty() ? "" : " and remembered as memory " + turn.written().get(0)) + ".";
    }
}
