package org.memoryjournal.chat;

import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.function.Consumer;
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
import org.memoryjournal.memory.QueryReading;
import org.memoryjournal.memory.RecallTrace;
import org.memoryjournal.memory.Recalled;
import org.memoryjournal.memory.RetrievalPolicy;
import org.memoryjournal.memory.TimeFocus;
import org.memoryjournal.memory.Weights;
import org.memoryjournal.store.Conversation;
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
 * the answer → store the answer. That is the turn; its write-back (the user's turn rated and stored as a
 * memory, durable facts, update links, the summary of older turns) runs on one background queue
 * ({@link WriteBackQueue}), so a slow model never holds the answer, the next message or the rest of the app.
 * The user's words are stored before any model or embedding server is called, so a failed or stopped call
 * loses nothing, and answering again reuses them. Blocking: call from a background thread.
 */
public final class ChatService {
    private static final Logger LOG = LoggerFactory.getLogger(ChatService.class);
    private static final int STANDING_INSTRUCTIONS = 10;
    /** The title of a conversation created empty (renamed after its first message). */
    public static final String NEW_TITLE = "New conversation";
    static final String KEPT_NOT_ANSWERED = "Your message was kept in the conversation, but it was neither"
            + " remembered nor answered.";

    private final MemoryService memories;
    private final ConversationRepository conversations;
    private final Supplier<ChatProvider> provider;
    private final FactWriter facts;
    private final Supplier<RetrievalPolicy> policy;
    private final HistoryWindow history;
    private final Clock clock;
    private final WriteBackQueue queue = new WriteBackQueue();

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

    public ChatProvider provider() {
        return provider.get();
    }

    // ---- the chat pane's use cases -------------------------------------------------------------------

    /** The conversations, most recently updated first. */
    public List<ConversationEntry> listConversations() {
        return conversations.list().stream().map(MessageEntries::of).toList();
    }

    public ConversationEntry renameConversation(long id, String title) {
        return MessageEntries.of(conversations.rename(id, title.strip()));
    }

    /** Deletes a conversation and its messages; the memories written from it stay. */
    public void deleteConversation(long id) {
        conversations.delete(id);
    }

    /**
     * The older memories that the memories {@code written} (a turn's write-back) replaced, oldest first; they are kept,
     * and {@link #restoreReplaced} makes one current again.
     */
    public List<ReplacedNote> replacedBy(List<Long> written) {
        return ReplacedNote.of(memories.repository(), written);
    }

    /**
     * Restores a replaced memory: it is recalled again, beside the one that replaced it. Empty when the memory is no
     * longer in the journal (deleted meanwhile).
     */
    public Optional<Memory> restoreReplaced(long memoryId) {
        if (memories.repository().find(memoryId).isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(memories.restore(memoryId));
    }

    /**
     * A conversation's messages, oldest first: answers with the memories recalled for them, user messages with the
     * older memories their write-back replaced.
     */
    public List<MessageEntry> openConversation(long id) {
        return MessageEntries.read(conversations, memories.repository(), id);
    }

    /**
     * Stores the user's message: in {@code conversationId}, or in a new conversation titled after the message
     * when none is given (an empty conversation still titled {@link #NEW_TITLE} is renamed the same way).
     * Nothing is recalled or asked yet; {@link #reply} does that.
     */
    public StartedTurn begin(OptionalLong conversationId, String text) {
        String message = MemoryText.validate(text);
        Instant now = clock.instant();
        Conversation c = conversationId.isPresent()
                ? conversations.find(conversationId.getAsLong()).orElseThrow(() -> new IllegalArgumentException(
                        "That conversation was deleted; start a new one."))
                : conversations.create(titleFor(message), now);
        if (NEW_TITLE.equals(c.title())) {
            c = conversations.rename(c.id(), titleFor(message));
        }
        StoredMessage user = conversations.append(c.id(), Role.USER, message, now, Status.COMPLETE, "", List.of(), 0);
        return new StartedTurn(MessageEntries.of(c), MessageEntries.of(user, message, List.of()));
    }

    /** Answers a started turn; returns once the answer is stored (the write-back goes on in the background). */
    public ChatTurn reply(StartedTurn turn, Consumer<String> tokens, TurnStop stop) {
        return replyAgain(turn.conversation().id(), turn.userMessage().id(), tokens, stop);
    }

    /**
     * Answers a user's message (again): its answer, if one was stored (failed, stopped or empty), is
     * replaced; the message is never stored twice nor remembered twice.
     */
    public ChatTurn replyAgain(long conversationId, long userMessageId, Consumer<String> tokens, TurnStop stop) {
        Place place = place(conversationId, userMessageId);
        WriteBack writeBack = new WriteBack();
        Answer a = answer(conversationId, place.user(), place.before(), place.answer(), clock.instant(),
                tokens::accept, stop.cancellation(), writeBack);
        Conversation c = conversations.find(conversationId).orElseThrow();
        String query = place.user().text();
        return new ChatTurn(MessageEntries.of(c), MessageEntries.of(a.user(), query, List.of()),
                MessageEntries.of(a.answer(), query, MessageEntries.notes(a.recalled())), a.error(),
                writeBack.all());
    }

    /** The current time of the journal's clock. */
    public Instant now() {
        return clock.instant();
    }

    /** A conversation title made from a message: its first 40 characters on one line. */
    public static String titleFor(String text) {
        String line = text.strip().replaceAll("\\s+", " ");
        return line.length() <= 40 ? line : line.substring(0, 39) + "…";
    }

    // ---- the command line's turns (write-back finished before they return) ------------------------------

    /** Sends a message at the clock's time. */
    public TurnResult send(long conversationId, String text, TokenListener listener, Cancellation cancellation) {
        return send(conversationId, text, clock.instant(), listener, cancellation);
    }

    /**
     * Sends a message as if at {@code now} (the command line's {@code --now}). The message is stored in the
     * conversation before anything else (it needs no embedding), so whatever fails after — the embedding
     * server, the model, the store — the user's words are kept; the write-back of the turn is finished
     * before this method returns or throws, so a caller may close the journal at once.
     */
    public TurnResult send(long conversationId, String text, Instant now, TokenListener listener,
                           Cancellation cancellation) {
        String message = MemoryText.validate(text);
        List<StoredMessage> before = conversations.messages(conversationId);
        StoredMessage user = conversations.append(conversationId, Role.USER, message, now, Status.COMPLETE, "",
                List.of(), 0);
        return finished(conversationId, user, before, Optional.empty(), now, listener, cancellation);
    }

    /** Asks the model again for a failed or interrupted answer; the user's turn is not written twice. */
    public TurnResult retry(long conversationId, long assistantMessageId, TokenListener listener,
                            Cancellation cancellation) {
        List<StoredMessage> all = conversations.messages(conversationId);
        int at = -1;
        for (int i = 0; i < all.size(); i++) {
            if (all.get(i).id() == assistantMessageId && all.get(i).role() == Role.ASSISTANT) {
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
        return finished(conversationId, all.get(userAt), all.subList(0, userAt), Optional.of(all.get(at)),
                clock.instant(), listener, cancellation);
    }

    private TurnResult finished(long conversationId, StoredMessage user, List<StoredMessage> before,
                                Optional<StoredMessage> replacing, Instant now, TokenListener listener,
                                Cancellation cancellation) {
        WriteBack writeBack = new WriteBack();
        try {
            Answer a = answer(conversationId, user, before, replacing, now, listener, cancellation, writeBack);
            List<Long> written = writeBack.all().join();
            StoredMessage linked = writeBack.linkedUser().orElse(a.user());
            return new TurnResult(linked, a.answer(), a.recalled(), written, a.error());
        } finally {
            writeBack.all().join();
        }
    }

    // ---- the turn itself ------------------------------------------------------------------------------

    /** Where a user's message sits: the messages before it and the answer to it, if one was stored. */
    private record Place(StoredMessage user, List<StoredMessage> before, Optional<StoredMessage> answer) {
    }

    private Place place(long conversationId, long userMessageId) {
        List<StoredMessage> all = conversations.messages(conversationId);
        for (int i = 0; i < all.size(); i++) {
            StoredMessage m = all.get(i);
            if (m.id() == userMessageId && m.role() == Role.USER) {
                Optional<StoredMessage> answer = Optional.empty();
                for (int j = i + 1; j < all.size() && all.get(j).role() != Role.USER; j++) {
                    if (all.get(j).role() == Role.ASSISTANT) {
                        answer = Optional.of(all.get(j));
                        break;
                    }
                }
                return new Place(m, all.subList(0, i), answer);
            }
        }
        throw new IllegalArgumentException("That message is no longer in the conversation.");
    }

    /** What was recalled for a turn, and how. */
    private record Recall(List<Recalled> recalled, Weights weights, Optional<TimeFocus> focus) {
        RecallTrace trace(Instant now) {
            return RecallTrace.of(now, weights, focus.map(TimeFocus::describe).orElse(""), recalled);
        }
    }

    /** A stored answer with the user's message (as it was when the answer was stored) and what it recalled. */
    private record Answer(StoredMessage user, StoredMessage answer, List<Recalled> recalled, Optional<String> error) {
    }

    private Answer answer(long conversationId, StoredMessage user, List<StoredMessage> before,
                          Optional<StoredMessage> replacing, Instant now, TokenListener listener,
                          Cancellation cancellation, WriteBack writeBack) {
        Embedding vector;
        try {
            vector = memories.embed(user.text());
        } catch (LlmException e) {
            return notAnswered(conversationId, user, replacing, e);
        }
        RetrievalPolicy used = policy.get();
        QueryReading reading = memories.read(user.text(), now);
        Recall recall = new Recall(recallFor(user, vector, used, now, reading), used.weightsFor(reading),
                reading.time());
        if (user.memoryId() == 0) {
            // rated (by the model, when one is connected) while the answer streams; never waited for here
            writeBack.turn(queue.submit(() -> rememberTurn(conversationId, user.id(), vector)));
        }
        HistoryWindow.Deferred context = history.buildDeferred(before);
        List<Recalled> recalled = recall.recalled();
        ChatRequest request = PromptBuilder.build(standingInstructions(), recalled, context.context(), user.text(),
                now.atZone(clock.getZone()));
        List<Long> recalledIds = recalled.stream().map(r -> r.memory().id()).toList();
        ChatProvider model = provider.get();
        StoredMessage stored;
        Optional<String> error;
        boolean complete;
        try {
            ChatReply reply = model.stream(request, listener, cancellation);
            complete = !reply.interrupted();
            stored = store(conversationId, replacing, reply.text(), complete ? Status.COMPLETE : Status.INTERRUPTED,
                    "", recalledIds, now);
            error = Optional.empty();
        } catch (LlmException e) {
            // a stream the server cut keeps its partial text, with the reason: a failure, not a stop
            String partial = e.partialText();
            stored = store(conversationId, replacing, partial, partial.isEmpty() ? Status.FAILED : Status.INTERRUPTED,
                    e.getMessage(), recalledIds, now);
            error = Optional.of(e.getMessage());
            complete = false;
        }
        keepTrace(stored, recall, now);
        context.overflow().ifPresent(o -> writeBack.add(queue.submit(() -> {
            HistoryWindow.NewSummary s = history.summarise(o);
            conversations.appendSummary(conversationId, s.text(), now, s.coversUpTo());
            return List.<Long>of();
        })));
        if (model.isLanguageModel() && complete) {
            String answered = stored.text();
            writeBack.add(queue.submit(() -> facts.write(user.text(), answered, now)));
        }
        return new Answer(user, stored, recalled, error);
    }

    /** The memories for a turn, never the turn's own message (a retried turn was already remembered). */
    private List<Recalled> recallFor(StoredMessage user, Embedding vector, RetrievalPolicy used, Instant now,
                                     QueryReading reading) {
        String own = normalise(user.text());
        List<Recalled> found = memories.recall(user.text(), vector, used.withTopK(used.topK() + 2), now,
                RecallOptions.TOUCH.withReading(reading));
        List<Recalled> out = new ArrayList<>();
        for (Recalled r : found) {
            Memory m = r.memory();
            boolean itself = m.id() == user.memoryId()
                    || (m.source() == MemorySource.CHAT && normalise(m.text()).equals(own));
            if (!itself && out.size() < used.topK()) {
                out.add(new Recalled(out.size() + 1, m, r.breakdown()));
            }
        }
        return out;
    }

    private static String normalise(String s) {
        return s.strip().toLowerCase(Locale.ROOT);
    }

    /** The message could not even be embedded: it stays in the conversation, and the failure says so. */
    private Answer notAnswered(long conversationId, StoredMessage user, Optional<StoredMessage> replacing,
                               LlmException e) {
        String error = e.getMessage() + " " + KEPT_NOT_ANSWERED;
        LOG.warn("The message could not be embedded ({}); kept in the conversation only", e.kind());
        StoredMessage linked = user.memoryId() == 0 ? conversations.linkMemory(user.id(), 0, e.getMessage()) : user;
        StoredMessage failed = store(conversationId, replacing, "", Status.FAILED, error, List.of(), user.createdAt());
        return new Answer(linked, failed, List.of(), Optional.of(error));
    }

    /**
     * Writes the user's message back as a memory and links it, unless an earlier write-back already did (the
     * queue runs one at a time, so this check cannot race another). A failure is noted on the message.
     */
    private WriteBack.Linked rememberTurn(long conversationId, long userMessageId, Embedding vector) {
        StoredMessage user = conversations.messages(conversationId).stream().filter(m -> m.id() == userMessageId)
                .findFirst().orElse(null);
        if (user == null || user.memoryId() != 0) {
            return new WriteBack.Linked(user, 0);
        }
        Remembered r;
        try {
            r = memories.write(MemoryService.Draft.of(user.text(), MemorySource.CHAT).at(user.createdAt()), vector);
        } catch (RuntimeException e) {
            LOG.warn("The user's turn could not be written back as a memory: {}", e.getClass().getSimpleName());
            return new WriteBack.Linked(conversations.linkMemory(user.id(), 0, String.valueOf(e.getMessage())), 0);
        }
        // A turn already known is linked to the memory that said it, but wrote nothing.
        long memoryId = r.memory().id();
        return new WriteBack.Linked(conversations.linkMemory(user.id(), memoryId, ""), r.duplicate() ? 0 : memoryId);
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
        Map<Long, Memory> byId = new HashMap<>();
        found.forEach(m -> byId.put(m.id(), m));
        List<Recalled> recalled = new ArrayList<>();
        Set<Long> edited = new HashSet<>();
        for (RecallTrace.Entry e : t.entries()) {
            Memory m = byId.get(e.memoryId());
            if (m == null) {
                continue;
            }
            if (e.editedSince(m.text())) {
                edited.add(m.id());
                recalled.add(new Recalled(e.rank(), m, e.breakdown().withPassage(0)));
            } else {
                recalled.add(new Recalled(e.rank(), m, e.breakdown()));
            }
        }
        return Optional.of(new AnswerRecall(t.at(), t.weights(), t.timeFocus(), recalled, edited));
    }

    /** Keeps the ranking with the answer; a failure here costs only the score pane's record of it. */
    private void keepTrace(StoredMessage answer, Recall recall, Instant now) {
        if (!answer.recalledIds().equals(recall.recalled().stream().map(r -> r.memory().id()).toList())) {
            return; // a retried answer keeps its first recalled ids; its trace is kept only when they still match
        }
        try {
            conversations.recordTrace(answer.id(), recall.trace(now));
        } catch (RuntimeException e) {
            LOG.warn("The ranking of an answer could not be kept ({})", e.getClass().getSimpleName());
        }
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
