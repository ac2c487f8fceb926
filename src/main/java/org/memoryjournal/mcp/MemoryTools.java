package org.memoryjournal.mcp;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.function.Supplier;

import org.memoryjournal.chat.AccessService;
import org.memoryjournal.chat.MemoryService;
import org.memoryjournal.chat.Remembered;
import org.memoryjournal.memory.Memory;
import org.memoryjournal.memory.MemoryKind;
import org.memoryjournal.memory.Recalled;
import org.memoryjournal.memory.RetrievalPolicy;

/**
 * What each MCP tool does, on the chat layer's use-cases: the same write path as the chat (kind, importance
 * and update judgement), recall with the score breakdown, forget, and the newest memories. Each call returns
 * a {@link Reply}; arguments that cannot be used are a {@link ToolFailure}.
 */
final class MemoryTools {
    static final int MAX_K = 50;
    static final int MAX_LIMIT = 200;

    /** What a tool answered: text for the assistant, the same as data, and what the access log keeps. */
    record Reply(String text, Map<String, Object> data, String query, List<Long> ids, String outcome) {
    }

    private final MemoryService memories;
    private final Supplier<RetrievalPolicy> policy;
    private final AccessService access;

    MemoryTools(MemoryService memories, Supplier<RetrievalPolicy> policy, AccessService access) {
        this.memories = memories;
        this.policy = policy;
        this.access = access;
    }

    Reply remember(Map<String, Object> arguments, String client) {
        ToolArguments args = new ToolArguments("remember", arguments, Set.of("text", "kind", "importance"));
        String text = args.requiredText("text");
        Optional<MemoryKind> kind = args.optionalText("kind").map(MemoryTools::kind);
        OptionalInt importance = args.optionalInt("importance", 1, 10);
        MemoryService.Draft draft = MemoryService.Draft.fromClient(text, client);
        if (kind.isPresent()) {
            draft = draft.withKind(kind.get());
        }
        if (importance.isPresent()) {
            draft = draft.withImportance(importance.getAsInt());
        }
        Remembered r = memories.write(draft);
        Memory m = r.memory();
        String decision;
        String sentence;
        if (r.duplicate()) {
            decision = "already_known";
            sentence = "Already known as memory #" + m.id() + "; nothing was added.";
        } else if (!r.replaced().isEmpty()) {
            decision = "updated";
            sentence = "Remembered as memory #" + m.id() + "; it updates " + ids(r.replaced())
                    + " (kept, marked as superseded" + (r.reason().isBlank() ? "" : ": " + r.reason()) + ").";
        } else {
            decision = "added";
            sentence = "Remembered as memory #" + m.id() + " (" + m.kind().id() + ", importance " + m.importance()
                    + "/10).";
        }
        Map<String, Object> data = new LinkedHashMap<>();
        data.put("id", m.id());
        data.put("decision", decision);
        data.put("kind", m.kind().id());
        data.put("importance", m.importance());
        data.put("updates", r.replaced());
        if (!r.reason().isBlank()) {
            data.put("reason", r.reason());
        }
        List<Long> touched = new ArrayList<>(List.of(m.id()));
        touched.addAll(r.replaced());
        return new Reply(sentence, data, text, touched, decision.replace('_', ' '));
    }

    Reply recall(Map<String, Object> arguments) {
        ToolArguments args = new ToolArguments("recall", arguments, Set.of("query", "k"));
        String query = args.requiredText("query");
        RetrievalPolicy p = policy.get();
        OptionalInt k = args.optionalInt("k", 1, MAX_K);
        if (k.isPresent()) {
            p = p.withTopK(k.getAsInt());
        }
        List<Recalled> results = memories.recallNow(query, p);
        List<Map<String, Object>> items = new ArrayList<>();
        for (Recalled r : results) {
            Map<String, Object> o = memory(r.memory());
            o.put("rank", r.rank());
            o.put("relevance", round(r.breakdown().relevance()));
            o.put("recency", round(r.breakdown().recency()));
            o.put("importance_score", round(r.breakdown().importance()));
            o.put("time_match", round(r.breakdown().timeMatch()));
            o.put("question_fit", round(r.breakdown().questionFit()));
            if (r.breakdown().questionFit() > 0) {
                o.put("question_fit_reason", r.breakdown().fitReason().name().toLowerCase(Locale.ROOT));
            }
            if (r.breakdown().relevanceOf() != 0) {
                o.put("relevance_of", r.breakdown().relevanceOf());
            }
            if (r.breakdown().someoneElses()) {
                o.put("someone_elses", true);
            }
            if (r.breakdown().askedOnly()) {
                o.put("asked_only", true);
            }
            if (r.breakdown().passage() > 0) {
                o.put("passage", r.breakdown().passage());
            }
            if (r.breakdown().outdatedBy() != 0) {
                o.put("outdated_by", r.breakdown().outdatedBy());
                o.put("lowered_for", r.breakdown().loweredFor().name().toLowerCase(Locale.ROOT));
            }
            o.put("score", round(r.breakdown().total()));
            items.add(o);
        }
        Map<String, Object> data = new LinkedHashMap<>();
        data.put("notice", Notes.NOTICE);
        data.put("memories", items);
        List<Long> ids = results.stream().map(r -> r.memory().id()).toList();
        return new Reply(Notes.recalled(query, results), data, query, ids, count(ids.size()));
    }

    Reply forget(Map<String, Object> arguments) {
        ToolArguments args = new ToolArguments("forget", arguments, Set.of("id"));
        long id = args.requiredId("id");
        if (memories.find(id).isEmpty()) {
            throw new ToolFailure("There is no memory #" + id + "; recall or list_recent show the numbers of "
                    + "the memories there are.");
        }
        access.keepCopy(id); // so the user can restore it from the app
        int n = memories.forget(List.of(id));
        if (n == 0) {
            throw new ToolFailure("Memory #" + id + " was already forgotten.");
        }
        Map<String, Object> data = new LinkedHashMap<>();
        data.put("id", id);
        data.put("forgotten", true);
        return new Reply("Forgot memory #" + id + ". The user can restore it from Memory Journal's Access view.",
                data, "#" + id, List.of(id), "forgot");
    }

    Reply listRecent(Map<String, Object> arguments) {
        ToolArguments args = new ToolArguments("list_recent", arguments, Set.of("limit"));
        int limit = args.optionalInt("limit", 1, MAX_LIMIT).orElse(10);
        List<Memory> newest = memories.recent(limit);
        Map<String, Object> data = new LinkedHashMap<>();
        data.put("notice", Notes.NOTICE);
        data.put("memories", newest.stream().map(MemoryTools::memory).toList());
        List<Long> ids = newest.stream().map(Memory::id).toList();
        return new Reply(Notes.listed(newest), data, "", ids, count(ids.size()));
    }

    private static Map<String, Object> memory(Memory m) {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("id", m.id());
        o.put("text", m.text());
        o.put("kind", m.kind().id());
        o.put("importance", m.importance());
        o.put("created_at", m.createdAt().toString());
        return o;
    }

    private static MemoryKind kind(String text) {
        try {
            return MemoryKind.parse(text);
        } catch (IllegalArgumentException e) {
            throw new ToolFailure("\"kind\" must be episodic (an event), semantic (a lasting fact or preference) or "
                    + "procedural (a standing instruction), not \"" + Notes.oneLine(text) + "\".");
        }
    }

    private static String ids(List<Long> ids) {
        return String.join(", ", ids.stream().map(i -> "#" + i).toList());
    }

    private static String count(int n) {
        return n == 1 ? "1 memory" : n + " memories";
    }

    private static double round(double v) {
        return Math.round(v * 1000.0) / 1000.0;
    }
}
