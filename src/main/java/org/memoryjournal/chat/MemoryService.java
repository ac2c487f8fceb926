package org.memoryjournal.chat;

import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

import org.memoryjournal.llm.EmbeddingProvider;
import org.memoryjournal.llm.ImportanceRater;
import org.memoryjournal.llm.KindClassifier;
import org.memoryjournal.llm.UpdateJudge;
import org.memoryjournal.memory.Embedding;
import org.memoryjournal.memory.InvalidMemoryException;
import org.memoryjournal.memory.Memory;
import org.memoryjournal.memory.MemoryDates;
import org.memoryjournal.memory.MemoryKind;
import org.memoryjournal.memory.MemorySource;
import org.memoryjournal.memory.MemoryText;
import org.memoryjournal.memory.NewMemory;
import org.memoryjournal.memory.Recalled;
import org.memoryjournal.memory.RetrievalPolicy;
import org.memoryjournal.memory.SimilarityScale;
import org.memoryjournal.memory.QueryReader;
import org.memoryjournal.memory.QueryReading;
import org.memoryjournal.memory.TimeFocus;
import org.memoryjournal.store.MemoryRepository;
import org.memoryjournal.store.MemoryUpdate;
import org.memoryjournal.store.RecallOptions;

/**
 * The use-cases on memories that the chat loop, the browser and the command line share: write a
 * memory (embedding it, rating importance and kind when not given), recall, edit (re-embedding a
 * changed text), pin, forget. Blocking: call from a background thread.
 */
public final class MemoryService {
    private final MemoryRepository repository;
    private final EmbeddingProvider embedder;
    private final ImportanceRater rater;
    private final KindClassifier classifier;
    private final UpdateJudge updates;
    private final Clock clock;

    /** Without update judgement: every memory is simply added. */
    public MemoryService(MemoryRepository repository, EmbeddingProvider embedder, ImportanceRater rater,
                         KindClassifier classifier, Clock clock) {
        this(repository, embedder, rater, classifier, UpdateJudge.NEVER, clock);
    }

    public MemoryService(MemoryRepository repository, EmbeddingProvider embedder, ImportanceRater rater,
                         KindClassifier classifier, UpdateJudge updates, Clock clock) {
        this.repository = repository;
        this.embedder = embedder;
        this.rater = rater;
        this.classifier = classifier;
        this.updates = updates;
        this.clock = clock;
    }

    /** How many memories were embedded with another model than the one in use (they need re-embedding). */
    public long countNeedingReembedding() {
        return repository.countNeedingReembedding();
    }

    public MemoryRepository repository() {
        return repository;
    }

    public EmbeddingProvider embedder() {
        return embedder;
    }

    public Instant now() {
        return clock.instant();
    }

    /** A memory to write; absent fields are decided by the raters and the clock. */
    public record Draft(String text, Optional<MemoryKind> kind, OptionalInt importance, Optional<Instant> at,
                        MemorySource source, boolean pinned) {
        public static Draft of(String text, MemorySource source) {
            return new Draft(text, Optional.empty(), OptionalInt.empty(), Optional.empty(), source, false);
        }

        public Draft withKind(MemoryKind k) {
            return new Draft(text, Optional.of(k), importance, at, source, pinned);
        }

        public Draft withImportance(int i) {
            return new Draft(text, kind, OptionalInt.of(i), at, source, pinned);
        }

        public Draft at(Instant when) {
            return new Draft(text, kind, importance, Optional.of(when), source, pinned);
        }
    }

    /**
     * Validates, embeds, rates and stores one memory, then links the older memories it replaces as
     * superseded (see {@link UpdateJudge}); they are kept and can be restored.
     */
    public Memory remember(Draft draft) {
        NewMemory prepared = prepare(draft);
        return linkUpdates(repository.add(prepared));
    }

    /** Stores one memory whose text was already embedded (the chat loop embeds a message once). */
    public Memory remember(Draft draft, Embedding vector) {
        return linkUpdates(repository.add(build(draft, MemoryText.validate(draft.text()), vector)));
    }

    /** How many older memories the update judge is shown. */
    static final int UPDATE_CANDIDATES = 5;

    /** Asks the update judge about a stored memory and supersedes what it replaces; returns the memory. */
    private Memory linkUpdates(Memory stored) {
        if (updates == UpdateJudge.NEVER || stored.source() == MemorySource.IMPORT
                || stored.source() == MemorySource.REFLECTION) {
            return stored;
        }
        SimilarityScale scale = SimilarityScale.forModel(stored.embedding().modelId());
        List<UpdateJudge.Candidate> older = new java.util.ArrayList<>();
        for (Recalled r : repository.recall(stored.text(), stored.embedding(),
                RetrievalPolicy.relevanceOnly().withTopK(UPDATE_CANDIDATES + 1), stored.createdAt(),
                RecallOptions.PREVIEW)) {
            Memory m = r.memory();
            // Instructions replace instructions, facts and events replace facts and events.
            boolean sameClass = (m.kind() == MemoryKind.PROCEDURAL) == (stored.kind() == MemoryKind.PROCEDURAL);
            // Older: written before it, and not dated after it.
            boolean earlier = m.id() < stored.id() && !m.createdAt().isAfter(stored.createdAt());
            if (earlier && !m.pinned() && sameClass) {
                older.add(new UpdateJudge.Candidate(m.id(), m.text(), m.createdAt(),
                        scale.relevance(r.breakdown().relevance())));
            }
        }
        if (older.isEmpty()) {
            return stored;
        }
        UpdateJudge.Decision d = updates.judge(stored.text(), stored.createdAt(), older);
        if (d.update()) {
            for (long oldId : d.replaces()) {
                repository.supersede(oldId, stored.id(), d.reason());
            }
        }
        return stored;
    }

    /** The embedding of a text with the active model. */
    public Embedding embed(String text) {
        return embedder.embed(text);
    }

    /** Writes many memories in one transaction (all or nothing), embedding them in batches. */
    public List<Memory> rememberAll(List<Draft> drafts) {
        List<String> texts = drafts.stream().map(d -> MemoryText.validate(d.text())).toList();
        List<Embedding> vectors = embedder.embedAll(texts);
        List<NewMemory> memories = new java.util.ArrayList<>(drafts.size());
        for (int i = 0; i < drafts.size(); i++) {
            memories.add(build(drafts.get(i), texts.get(i), vectors.get(i)));
        }
        return repository.addAll(memories);
    }

    /** Turns a draft into a validated memory ready to store (text checked before any embedding work). */
    public NewMemory prepare(Draft draft) {
        String text = MemoryText.validate(draft.text());
        return build(draft, text, embedder.embed(text));
    }

    private NewMemory build(Draft draft, String text, Embedding vector) {
        MemoryKind kind = draft.kind().orElseGet(() -> classifier.classify(text));
        int importance = draft.importance().isPresent() ? draft.importance().getAsInt() : rater.rate(text, vector);
        Instant at = MemoryDates.validate(draft.at().orElseGet(clock::instant));
        return new NewMemory(text, kind, at, importance, vector, draft.source(), draft.pinned());
    }

    /**
     * Ranks the memories for a query; touches the returned ones unless {@code options} is a preview. Time
     * words in the query ("yesterday", "in March") are resolved against {@code now} in the clock's zone.
     */
    public List<Recalled> recall(String query, RetrievalPolicy policy, Instant now, RecallOptions options) {
        if (query == null || query.isBlank()) {
            throw new InvalidMemoryException("Type something to recall memories about.");
        }
        return recall(query, embedder.embed(query), policy, now, options);
    }

    /** As {@link #recall(String, RetrievalPolicy, Instant, RecallOptions)} with the query already embedded. */
    public List<Recalled> recall(String query, Embedding vector, RetrievalPolicy policy, Instant now,
                                 RecallOptions options) {
        RecallOptions resolved = options.reading().isPresent() ? options : options.withReading(read(query, now));
        return repository.recall(query, vector, policy, now, resolved);
    }

    /** The query's time words (resolved at {@code now} in the user's time zone) and significance. */
    public QueryReading read(String query, Instant now) {
        return QueryReader.read(query, now.atZone(clock.getZone()));
    }

    /** What the query's time words ask for, resolved at {@code now} in the user's time zone. */
    public Optional<TimeFocus> timeFocus(String query, Instant now) {
        return read(query, now).time();
    }

    /** Changes a memory's text (re-embedded), kind, importance or pin. */
    public Memory edit(long id, Optional<String> text, Optional<MemoryKind> kind, OptionalInt importance,
                       Optional<Boolean> pinned) {
        MemoryUpdate update = MemoryUpdate.none();
        if (text.isPresent()) {
            String valid = MemoryText.validate(text.get());
            update = update.withText(valid, embedder.embed(valid));
        }
        if (kind.isPresent()) {
            update = update.withKind(kind.get());
        }
        if (importance.isPresent()) {
            update = update.withImportance(importance.getAsInt());
        }
        if (pinned.isPresent()) {
            update = update.withPinned(pinned.get());
        }
        return repository.update(id, update);
    }

    /** Undoes a supersede: the memory is recalled again. */
    public Memory restore(long id) {
        return repository.restore(id);
    }

    /** Why a superseded memory was replaced ("" when no reason was kept). */
    public String supersedeReason(long id) {
        return repository.supersedeReason(id);
    }

    public int forget(List<Long> ids) {
        return repository.delete(ids);
    }

    public Optional<Memory> find(long id) {
        return repository.find(id);
    }

    /** Re-embeds up to {@code limit} memories of another model with the active one; returns how many. */
    public int reembedSome(int limit) {
        List<Memory> stale = repository.needingReembedding(limit);
        List<Embedding> vectors = embedder.embedAll(stale.stream().map(Memory::text).toList());
        for (int i = 0; i < stale.size(); i++) {
            repository.reembed(stale.get(i).id(), vectors.get(i));
        }
        return stale.size();
    }
}
