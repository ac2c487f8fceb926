package org.memoryjournal.chat;

import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Executor;
import java.util.concurrent.Executors;
import java.util.function.Supplier;

import org.memoryjournal.llm.Cancellation;
import org.memoryjournal.llm.ChatProvider;
import org.memoryjournal.llm.ChatReply;
import org.memoryjournal.llm.ChatRequest;
import org.memoryjournal.llm.LlmException;
import org.memoryjournal.llm.TokenListener;
import org.memoryjournal.memory.Embedding;
import org.memoryjournal.memory.Memory;
import org.memoryjournal.memory.MemoryKind;
import org.memoryjournal.memory.MemorySource;
import org.memoryjournal.memory.MemoryText;
import org.memoryjournal.memory.Recalled;
import org.memoryjournal.memory.QueryReading;
import org.memoryjournal.memory.RecallTrace;
import org.memoryjournal.memory.RetrievalPolicy;
import org.memoryjournal.memory.TimeFocus;
import org.memoryjournal.store.ConversationRepository;
import org.memoryjournal.store.MemoryListQuery;
import org.memoryjournal.store.RecallOptions;
import org.memoryjournal.store.StoredMessage;
import org.memoryjournal.store.StoredMessage.Role;
import org.memoryjournal.store.StoredMessage.Status;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One chat turn: store the user's message → embed it and recall (with touch) → build the prompt → stream
 * the answer (while the user's turn is rated and written back as a memory) → store the answer → extract
 * durable facts. The user's words are stored before any model or embedding server is called, so a failed
 * or cancelled call loses nothing. Blocking: call from a background thread.
 */
public final class ChatService {
    private static final Logger LOG = LoggerFactory.getLogger(ChatService.class);
    private static final int STANDING_INSTRUCTIONS = 10;
    static final String KEPT_NOT_ANSWERED = "Your message was kept in the conversation, but it was neither"
            + " remembered nor answered.";
    private static final Executor WRITER = Executors.newCachedThreadPool(r -> {
        Thread t = new Thread(r, "mj-write-turn");
        t.setDaemon(true);
        return t;
    });

    private final MemoryService memories;
    private final ConversationRepository conversations;
    private final Supplier<ChatProvider> provider;
    private final FactWriter facts;
    private final Supplier<RetrievalPolicy> policy;
    private final HistoryWindow history;
    private final Clock clock;

    public ChatService(MemoryService memories, ConversationRepository conversations, Supplier<ChatProvider> provider,
                       FactWriter facts, Supplier<RetrievalPolicy> policy, HistoryWindow history, Clock clock) {
        this.memories = memories;
        this.conversations = conversations;
        this.provider = provider;
        this.facts = facts;
        this.policy = policy;
        this.history = history;
        this.clock = clock;
    }

    public ConversationRepository conversations() {
        return conversations;
    }

    public MemoryService memories() {
        return memories;
    }

    public ChatProvider provider() {
        return provider.get();
    }

    /** Sends a message at the clock's time. */
    public TurnResult send(long conversationId, String text, TokenListener listener, Cancellation cancellation) {
        return send(conversationId, text, clock.instant(), listener, cancellation);
    }

    /**
     * Sends a message as if at {@code now} (the command line's {@code --now}). The message is stored in the
     * conversation before anything else (it needs no embedding), so whatever fails after — the embedding
     * server, the model, the store — the user's words are kept; the write-back of the turn's memory is
     * finished before this method returns or throws, so a caller may close the journal at once.
     */
    public TurnResult send(long conversationId, String text, Instant now, TokenListener listener,
                           Cancellation cancellation) {
        String message = MemoryText.validate(text);
        List<StoredMessage> before = conversations.messages(conversationId);
        StoredMessage user = conversations.append(conversationId, Role.USER, message, now, Status.COMPLETE, "",
                List.of(), 0);
        Embedding vector;
        try {
            vector = memories.embed(message);
        } catch (LlmException e) {
            return notAnswered(conversationId, user, e);
        }
        RetrievalPolicy used = policy.get();
        QueryReading reading = memories.read(message, now);
        List<Recalled> recalled = memories.recall(message, vector, used, now, RecallOptions.TOUCH.withReading(reading));
        // The turn's memory is rated (by the model, when one is connected) while the answer streams, so
        // the rating does not delay the first token; it is joined before the turn ends.
        CompletableFuture<Memory> turnMemory = writeBack(message, vector, now);
        try {
            return answer(conversationId, user, before, new Recall(recalled, used, reading.time()), now, listener,
                    cancellation, Optional.empty(), turnMemory);
        } finally {
            awaitQuietly(turnMemory);
        }
    }

    private CompletableFuture<Memory> writeBack(String message, Embedding vector, Instant now) {
        return CompletableFuture.supplyAsync(
                () -> memories.remember(MemoryService.Draft.of(message, MemorySource.CHAT).at(now), vector), WRITER);
    }

    /** Waits for a background write whatever its outcome (its failure is reported where it is linked). */
    private static void awaitQuietly(CompletableFuture<?> write) {
        try {
            write.join();
        } catch (RuntimeException e) {
            LOG.debug("The turn's write-back failed: {}", e.getClass().getSimpleName());
        }
    }

    /** The message could not even be embedded: it stays in the conversation, and the failure says so. */
    private TurnResult notAnswered(long conversationId, StoredMessage user, LlmException e) {
        String error = e.getMessage() + " " + KEPT_NOT_ANSWERED;
        LOG.warn("The message could not be embedded ({}); kept in the conversation only", e.kind());
        StoredMessage linked = conversations.linkMemory(user.id(), 0, e.getMessage());
        StoredMessage failed = conversations.append(conversationId, Role.ASSISTANT, "", user.createdAt(),
                Status.FAILED, error, List.of(), 0);
        return new TurnResult(linked, failed, List.of(), List.of(), Optional.of(error));
    }

    /** Waits for the turn's memory and links it to the user's message; a failure is noted on the message. */
    private StoredMessage linkTurnMemory(StoredMessage user, CompletableFuture<Memory> turnMemory, List<Long> written) {
        Memory memory;
        try {
            memory = turnMemory.join();
        } catch (CompletionException e) {
            Throwable cause = e.getCause() != null ? e.getCause() : e;
            LOG.warn("The user's turn could not be written back as a memory: {}", cause.getClass().getSimpleName());
            return conversations.linkMemory(user.id(), 0, String.valueOf(cause.getMessage()));
        }
        if (memory == null) {
            return user;
        }
        written.add(0, memory.id());
        return conversations.linkMemory(user.id(), memory.id(), "");
    }

    /** Asks the model again for a failed or interrupted answer; the user's turn is not written twice. */
    public TurnResult retry(long conversationId, long assistantMessageId, TokenListener listener,
                            Cancellation cancellation) {
        List<StoredMessage> all = conversations.messages(conversationId);
        int at = -1;
        for (int i = 0; i < all.size(); i++) {
            if (all.get(i).id() == assistantMessageId) {
                at = i;
            }
        }
        int userAt = at - 1;
        while (userAt >= 0 && all.get(userAt).role() != Role.USER) {
            userAt--;
        }
        if (at < 0 || userAt < 0) {
            throw new IllegalArgumentException("There is no answer " + assistantMessageId + " to retry here.");
        }
        StoredMessage user = all.get(userAt);
        Instant now = clock.instant();
        Embedding vector = memories.embed(user.text());
        RetrievalPolicy used = policy.get();
        QueryReading reading = memories.read(user.text(), now);
        // The failed turn's own message was written back as a memory: it is not a memory of anything else.
        List<Recalled> recalled = renumbered(memories.recall(user.text(), vector, used.withTopK(used.topK() + 1), now,
                RecallOptions.TOUCH.withReading(reading)).stream()
                .filter(r -> r.memory().id() != user.memoryId()).limit(used.topK()).toList());
        // a message that could not be embedded the first time was never remembered: write it back now
        CompletableFuture<Memory> turnMemory = user.memoryId() == 0
                ? writeBack(user.text(), vector, user.createdAt()) : CompletableFuture.completedFuture(null);
        try {
            return answer(conversationId, user, all.subList(0, userAt), new Recall(recalled, used, reading.time()), now,
                    listener, cancellation, Optional.of(all.get(at)), turnMemory);
        } finally {
            awaitQuietly(turnMemory);
        }
    }

    /** What was recalled for a turn, and how. */
    private record Recall(List<Recalled> recalled, RetrievalPolicy policy, Optional<TimeFocus> focus) {
        RecallTrace trace(Instant now) {
            return RecallTrace.of(now, policy.weights(), focus.map(TimeFocus::describe).orElse(""), recalled);
        }
    }

    private static List<Recalled> renumbered(List<Recalled> recalled) {
        List<Recalled> out = new ArrayList<>(recalled.size());
        for (Recalled r : recalled) {
            out.add(new Recalled(out.size() + 1, r.memory(), r.breakdown()));
        }
        return out;
    }

    /** The ranking that built an answer's prompt, with the memories as they are now; empty when none was kept. */
    public Optional<AnswerRecall> recallOf(long answerId) {
        Optional<RecallTrace> trace = conversations.trace(answerId);
        if (trace.isEmpty()) {
            return Optional.empty();
        }
        RecallTrace t = trace.get();
        List<Memory> found = memories.repository().findAll(t.entries().stream().map(RecallTrace.Entry::memoryId)
                .toList());
        java.util.Map<Long, Memory> byId = new java.util.HashMap<>();
        found.forEach(m -> byId.put(m.id(), m));
        List<Recalled> recalled = new ArrayList<>();
        for (RecallTrace.Entry e : t.entries()) {
            Memory m = byId.get(e.memoryId());
            if (m != null) {
                recalled.add(new Recalled(e.rank(), m, e.breakdown()));
            }
        }
        return Optional.of(new AnswerRecall(t.at(), t.weights(), t.timeFocus(), recalled));
    }

    private TurnResult answer(long conversationId, StoredMessage asked, List<StoredMessage> before,
                              Recall recall, Instant now, TokenListener listener, Cancellation cancellation,
                              Optional<StoredMessage> replacing, CompletableFuture<Memory> turnMemory) {
        List<Recalled> recalled = recall.recalled();
        List<Long> written = new ArrayList<>();
        StoredMessage user = asked;
        ChatProvider model = provider.get();
        HistoryWindow.Context context = history.build(before);
        context.newSummary().ifPresent(s -> conversations.appendSummary(conversationId, s.text(), now,
                s.coversUpTo()));
        ChatRequest request = PromptBuilder.build(standingInstructions(), recalled, context, user.text());
        List<Long> recalledIds = recalled.stream().map(r -> r.memory().id()).toList();
        ChatReply reply;
        try {
            reply = model.stream(request, listener, cancellation);
        } catch (LlmException e) {
            user = linkTurnMemory(user, turnMemory, written);
            // a stream the server cut keeps its partial text, marked as interrupted, with the reason
            String partial = e.partialText();
            StoredMessage failed = store(conversationId, replacing, partial,
                    partial.isEmpty() ? Status.FAILED : Status.INTERRUPTED, e.getMessage(), recalledIds, now);
            keepTrace(failed, recall, now);
            return new TurnResult(user, failed, recalled, written, Optional.of(e.getMessage()));
        }
        user = linkTurnMemory(user, turnMemory, written);
        Status status = reply.interrupted() ? Status.INTERRUPTED : Status.COMPLETE;
        StoredMessage stored = store(conversationId, replacing, reply.text(), status, "", recalledIds, now);
        keepTrace(stored, recall, now);
        if (model.isLanguageModel() && !reply.interrupted()) {
            written.addAll(facts.write(user.text(), reply.text(), now));
        }
        return new TurnResult(user, stored, recalled, written, Optional.empty());
    }

    /** Keeps the ranking with the answer; a failure here costs only the score pane's record of it. */
    private void keepTrace(StoredMessage answer, Recall recall, Instant now) {
        if (replacingRecallsDiffer(answer, recall)) {
            return;
        }
        try {
            conversations.recordTrace(answer.id(), recall.trace(now));
        } catch (RuntimeException e) {
            LOG.warn("The ranking of an answer could not be kept ({})", e.getClass().getSimpleName());
        }
    }

    /** A retried answer keeps its first recalled ids; its trace is kept only when they still match. */
    private static boolean replacingRecallsDiffer(StoredMessage answer, Recall recall) {
        return !answer.recalledIds().equals(recall.recalled().stream().map(r -> r.memory().id()).toList());
    }

    private StoredMessage store(long conversationId, Optional<StoredMessage> replacing, String text, Status status,
                                String error, List<Long> recalledIds, Instant now) {
        if (replacing.isPresent()) {
            return conversations.finish(replacing.get().id(), text, status, error);
        }
        return conversations.append(conversationId, Role.ASSISTANT, text, now, status, error, recalledIds, 0);
    }

    private List<Memory> standingInstructions() {
        return memories.repository().list(new MemoryListQuery(Optional.empty(), Optional.of(MemoryKind.PROCEDURAL),
                false, MemoryListQuery.SortField.IMPORTANCE, true, 0, STANDING_INSTRUCTIONS));
    }
}
