package org.memoryjournal.chat;

import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.regex.Pattern;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

import org.memoryjournal.llm.EmbeddingProvider;
import org.memoryjournal.llm.ImportanceRater;
import org.memoryjournal.llm.KindClassifier;
import org.memoryjournal.llm.UpdateJudge;
import org.memoryjournal.memory.DuplicateRule;
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
import org.memoryjournal.memory.QueryReader;
import org.memoryjournal.memory.QueryReading;
import org.memoryjournal.memory.TimeFocus;
import org.memoryjournal.store.MemoryListQuery;
import org.memoryjournal.store.MemoryRepository;
import org.memoryjournal.store.MemoryUpdate;
import org.memoryjournal.store.PendingParts;
import org.memoryjournal.store.RecallOptions;

/**
 * The use-cases on memories that the chat loop, the browser and the command line share: write a
 * memory (embedding it, rating importance and kind when not given), recall, edit (re-embedding a
 * changed text), pin, forget. Blocking: call from a background thread.
 */
public final class MemoryService {
    private final MemoryRepository repository;
    /** The space a question's time words leave before its mark ("Which book did I finish ?"). */
    private static final Pattern SPACE_BEFORE_MARK = Pattern.compile("\\s+(?=[?.!,;:])");
    private final EmbeddingProvider embedder;
    private final ImportanceRater rater;
    private final KindClassifier classifier;
    private final Clock clock;
    private final NearestMemories nearest;
    private final Passages passages;
    private final HandReplacement byHand;
    private final List<Consumer<Memory>> written = new CopyOnWriteArrayList<>();

    /** Without update judgement: every memory is simply added. */
    public MemoryService(MemoryRepository repository, EmbeddingProvider embedder, ImportanceRater rater,
                         KindClassifier classifier, Clock clock) {
        this(repository, embedder, rater, classifier, UpdateJudge.NEVER, clock);
    }

    public MemoryService(MemoryRepository repository, EmbeddingProvider embedder, ImportanceRater rater,
                         KindClassifier classifier, UpdateJudge updates, Clock clock) {
        this(repository, embedder, rater, classifier, updates, clock, Optional.empty());
    }

    /** @param duplicates when present, a memory that says the same as an existing one is not stored twice */
    public MemoryService(MemoryRepository repository, EmbeddingProvider embedder, ImportanceRater rater,
                         KindClassifier classifier, UpdateJudge updates, Clock clock,
                         Optional<DuplicateRule> duplicates) {
        this.repository = repository;
        this.embedder = embedder;
        this.rater = rater;
        this.classifier = classifier;
        this.clock = clock;
        this.nearest = new NearestMemories(repository, updates, duplicates, clock.getZone());
        this.passages = new Passages(embedder, repository);
        this.byHand = new HandReplacement(repository);
    }

    /** Called after every new memory this service stores (not for duplicates, imports or insights); never blocks. */
    public void onWritten(Consumer<Memory> listener) {
        written.add(listener);
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

    /** The user's time zone (days typed or shown are days there). */
    public java.time.ZoneId zone() {
        return clock.getZone();
    }

    /**
     * A memory to write; absent fields are decided by the raters and the clock. {@code client} names the
     * assistant that wrote it through the MCP server ("" otherwise).
     */
    public record Draft(String text, Optional<MemoryKind> kind, OptionalInt importance, Optional<Instant> at,
                        MemorySource source, boolean pinned, String client) {
        public Draft(String text, Optional<MemoryKind> kind, OptionalInt importance, Optional<Instant> at,
                     MemorySource source, boolean pinned) {
            this(text, kind, importance, at, source, pinned, "");
        }

        public static Draft of(String text, MemorySource source) {
            return new Draft(text, Optional.empty(), OptionalInt.empty(), Optional.empty(), source, false);
        }

        /** A memory another assistant wrote through the MCP server. */
        public static Draft fromClient(String text, String client) {
            return new Draft(text, Optional.empty(), OptionalInt.empty(), Optional.empty(), MemorySource.MCP, false,
                    client);
        }

        public Draft withKind(MemoryKind k) {
            return new Draft(text, Optional.of(k), importance, at, source, pinned, client);
        }

        public Draft withImportance(int i) {
            return new Draft(text, kind, OptionalInt.of(i), at, source, pinned, client);
        }

        public Draft at(Instant when) {
            return new Draft(text, kind, importance, Optional.of(when), source, pinned, client);
        }
    }

    /**
     * Validates, embeds, rates and stores one memory, then links the older memories it replaces as
     * superseded (see {@link UpdateJudge}); they are kept and can be restored.
     */
    public Memory remember(Draft draft) {
        return write(draft).memory();
    }

    /** As {@link #remember(Draft)}, telling whether the memory was already known. */
    public Remembered write(Draft draft) {
        return store(prepare(draft));
    }

    /** Stores one memory whose text was already embedded (the chat loop embeds a message once). */
    public Memory remember(Draft draft, Embedding vector) {
        return write(draft, vector).memory();
    }

    /** As {@link #remember(Draft, Embedding)}, telling whether the memory was already known. */
    public Remembered write(Draft draft, Embedding vector) {
        return store(build(draft, MemoryText.validate(draft.text()), vector));
    }

    private Remembered store(NewMemory prepared) {
        Optional<Memory> known = nearest.duplicateOf(prepared);
        if (known.isPresent()) {
            Memory old = known.get();
            if (prepared.createdAt().isAfter(old.lastAccessed())) {
                repository.touch(List.of(old.id()), prepared.createdAt());
            }
            if (prepared.importance() > old.importance()) {
                repository.update(old.id(), MemoryUpdate.none().withImportance(prepared.importance()));
            }
            return Remembered.known(repository.find(old.id()).orElse(old));
        }
        Memory stored = repository.add(prepared);
        passages.embedWritten(List.of(pending(stored)));
        UpdateJudge.Decision d = nearest.supersedeReplaced(stored);
        if (stored.source() != MemorySource.IMPORT && stored.source() != MemorySource.REFLECTION) {
            for (Consumer<Memory> listener : written) {
                listener.accept(stored);
            }
        }
        return new Remembered(stored, false, d.update() ? d.replaces() : List.of(), d.reason());
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
        List<Memory> stored = repository.addAll(memories);
        passages.embedWritten(stored.stream().map(MemoryService::pending).toList());
        return stored;
    }

    /**
     * Embeds the passages of up to {@code limit} memories written without them (before this version, by an import,
     * or while the embedder failed); returns for how many it stored them, 0 when none are left. For a background task.
     */
    public int embedSomePassages(int limit) {
        return passages.embedSome(limit);
    }

    private static PendingParts pending(Memory m) {
        return new PendingParts(m.id(), m.text());
    }

    /**
     * Returns {@code at}, or refuses it (an {@link InvalidMemoryException}) as a memory's date: outside 1900–2200, or
     * in the future by this service's clock beyond {@link MemoryDates#CLOCK_SKEW}. Every memory written through this
     * service passes here; a surface may call it first to refuse a date before any embedding work.
     */
    public Instant checkDate(Instant at) {
        return MemoryDates.validate(at, clock.instant());
    }

    /** Turns a draft into a validated memory ready to store (text checked before any embedding work). */
    public NewMemory prepare(Draft draft) {
        String text = MemoryText.validate(draft.text());
        return build(draft, text, embedder.embed(text));
    }

    private NewMemory build(Draft draft, String text, Embedding vector) {
        MemoryKind kind = draft.kind().orElseGet(() -> classifier.classify(text));
        int importance = draft.importance().isPresent() ? draft.importance().getAsInt() : rater.rate(text, vector, kind);
        Instant at = draft.at().isPresent() ? checkDate(draft.at().get()) : MemoryDates.validate(clock.instant());
        return new NewMemory(text, kind, at, importance, vector, draft.source(), draft.pinned(),
                draft.client() == null ? "" : draft.client());
    }

    /**
     * Ranks the memories for a query asked at {@code now}, in the journal as it stood then (a memory written later is
     * not recalled: {@link RecallOptions#asOfNow}); touches the returned ones unless {@code options} is a preview.
     * Time words in the query ("yesterday", "in March") are resolved against {@code now} in the clock's zone.
     */
    public List<Recalled> recall(String query, RetrievalPolicy policy, Instant now, RecallOptions options) {
        if (query == null || query.isBlank()) {
            throw new InvalidMemoryException("Type something to recall memories about.");
        }
        RecallOptions resolved = withReading(options, query, now);
        String topic = topic(query, resolved.reading().orElseThrow()).orElse(query);
        return repository.recall(query, embedder.embed(topic), policy, now, resolved.asOfNow(true));
    }

    /**
     * As {@link #recall(String, RetrievalPolicy, Instant, RecallOptions)} with the query already embedded (the chat
     * embeds a message once, to keep it and to recall with it).
     */
    public List<Recalled> recall(String query, Embedding vector, RetrievalPolicy policy, Instant now,
                                 RecallOptions options) {
        RecallOptions resolved = withReading(options, query, now);
        Embedding topic = topic(query, resolved.reading().orElseThrow()).map(embedder::embed).orElse(vector);
        return repository.recall(query, topic, policy, now, resolved.asOfNow(true));
    }

    private RecallOptions withReading(RecallOptions options, String query, Instant now) {
        return options.reading().isPresent() ? options : options.withReading(read(query, now));
    }

    /**
     * What a question asks about when that is not the question itself: when it names a window of time ("Which book
     * did I finish last month?", "What did we do in spring 2025?"), the question without those words. The window
     * already decides when; left in the vector, the words pull towards notes that speak of that time ("Started the
     * book club one last month") rather than those that answer ("Finished Flights"). A vague window ("lately") and
     * "the latest" keep their words: they say little about when, and the vector is what finds the topic. Measured:
     * {@code eval scenarios} 349 → 350 of 381 (time 56 → 57 of 61, nothing lost); three new-user trials 112 → 114 of
     * 153, 110 → 111 of 151, 104 → 104 of 150; {@code eval questions} 913 → 912 of 1231 (their time words are mostly
     * part of the topic: "the christmas decorations last year"); LoCoMo is not affected (its evaluation embeds the
     * questions itself and ranks in the repository). Leaving out the words of a vague window and "the latest" as
     * well: the trials two more in all, the suite one fewer and the questions two fewer.
     */
    private static Optional<String> topic(String query, QueryReading reading) {
        boolean window = reading.time().filter(t -> t.kind() == TimeFocus.Kind.WINDOW && !t.loose()).isPresent();
        String topic = SPACE_BEFORE_MARK.matcher(reading.keywordText()).replaceAll("");
        return !window || topic.isBlank() || topic.equals(query.strip()) ? Optional.empty() : Optional.of(topic);
    }

    /** A real recall now (the returned memories are touched), without superseded memories. */
    public List<Recalled> recallNow(String query, RetrievalPolicy policy) {
        return recall(query, policy, clock.instant(), RecallOptions.TOUCH);
    }

    /** The newest {@code limit} memories that are not superseded, newest first. */
    public List<Memory> recent(int limit) {
        return repository.list(org.memoryjournal.store.MemoryListQuery.newest(limit));
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
        Memory edited = repository.update(id, update);
        if (text.isPresent()) {
            passages.embedWritten(List.of(pending(edited)));
        }
        return edited;
    }

    /** Undoes a supersede: the memory is recalled again. */
    public Memory restore(long id) {
        return repository.restore(id);
    }

    /**
     * The user marks memory {@code oldId} as replaced by the later memory {@code newerId} (the update judge missed
     * it); {@link #restore} undoes it. Refused with one sentence (an {@link InvalidMemoryException}) by the rules of
     * {@link HandReplacement}. Returns the old memory, superseded.
     */
    public Memory supersedeByHand(long oldId, long newerId) {
        return byHand.supersede(oldId, newerId);
    }

    /**
     * The current memories that may replace memory {@code oldId} by hand, newest first, at most {@code limit}; with a
     * {@code search} text, only those the browser's search finds for it.
     */
    public List<Memory> replacementsFor(long oldId, String search, int limit) {
        return byHand.candidates(oldId, search, limit);
    }

    /** Why a superseded memory was replaced ("" when no reason was kept). */
    public String supersedeReason(long id) {
        return repository.supersedeReason(id);
    }

    public int forget(List<Long> ids) {
        return repository.delete(ids);
    }

    /** Deletes memories, keeping what {@link #undo} needs to put them back as they were, evidence links included. */
    public Deletion delete(List<Long> ids) {
        java.util.Map<Long, List<Long>> evidence = new java.util.LinkedHashMap<>(repository.insightsCiting(ids));
        for (long id : ids) {
            List<Long> cited = repository.evidenceOf(id);
            if (!cited.isEmpty()) {
                evidence.put(id, cited);
            }
        }
        return new Deletion(repository.deleteKeeping(ids), evidence);
    }

    /** Puts deleted memories back with their ids, dates and links (insights' evidence too); returns them. */
    public List<Memory> undo(Deletion deletion) {
        List<Memory> back = repository.undelete(deletion.kept());
        java.util.Map<Long, Long> moved = new java.util.HashMap<>();
        if (back.size() == deletion.ids().size()) {
            for (int i = 0; i < back.size(); i++) {
                moved.put(deletion.ids().get(i), back.get(i).id());
            }
        }
        deletion.evidence().forEach((insight, cited) -> {
            long now = moved.getOrDefault(insight, insight);
            List<Long> ids = repository.findAll(cited.stream().map(id -> moved.getOrDefault(id, id)).toList())
                    .stream().map(Memory::id).toList();
            if (repository.find(now).isPresent() && !ids.isEmpty()) {
                repository.linkEvidence(now, ids);
            }
        });
        return back;
    }

    /** A page of the memories the filter shows. */
    public List<Memory> list(MemoryFilter filter, int offset, int limit) {
        return repository.list(query(filter).page(offset, limit));
    }

    /** How many memories the filter shows. */
    public long count(MemoryFilter filter) {
        return repository.count(query(filter));
    }

    /** How many memories the journal holds, superseded ones included. */
    public long journalSize() {
        return repository.count(MemoryListQuery.newest(0).withSuperseded(true));
    }

    private static MemoryListQuery query(MemoryFilter f) {
        MemoryListQuery.SortField sort = MemoryListQuery.SortField.valueOf(f.sort().name());
        return MemoryListQuery.newest(0).withSearch(f.search()).withKind(f.kind())
                .withSuperseded(f.includeSuperseded()).sortedBy(sort, f.descending()).withSource(f.source())
                .withClient(f.client());
    }

    /** Ranks as {@link #recall} does without touching anything (the score pane's what-if). */
    public List<Recalled> preview(String query, Embedding vector, RetrievalPolicy policy, Instant now) {
        return recall(query, vector, policy, now, RecallOptions.PREVIEW);
    }

    /** As {@link #preview(String, Embedding, RetrievalPolicy, Instant)} with the query already {@link #read}. */
    public List<Recalled> preview(String query, Embedding vector, RetrievalPolicy policy, Instant now,
                                  QueryReading reading) {
        return recall(query, vector, policy, now, RecallOptions.PREVIEW.withReading(reading));
    }

    /** The assistant that wrote memory {@code id} through MCP ("" for any other memory). */
    public String clientOf(long id) {
        return repository.clientOf(id);
    }

    /** The assistants that wrote memories through MCP, by name, sorted. */
    public List<String> clients() {
        return repository.clients();
    }

    public Optional<Memory> find(long id) {
        return repository.find(id);
    }

    /** Re-embeds up to {@code limit} memories of another model with the active one; returns how many. */
    public int reembedSome(int limit) {
        List<Memory> stale = repository.needingReembedding(limit);
        List<Embedding> vectors = embedder.embedAll(stale.stream().map(Memory::text).toList());
        List<PendingParts> reembedded = new java.util.ArrayList<>();
        for (int i = 0; i < stale.size(); i++) {
            reembedded.add(pending(repository.reembed(stale.get(i).id(), vectors.get(i))));
        }
        passages.embedWritten(reembedded);
        return stale.size();
    }
}
