package org.memoryjournal.chat;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.lang.reflect.Proxy;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.memoryjournal.llm.HeuristicImportanceRater;
import org.memoryjournal.llm.HeuristicKindClassifier;
import org.memoryjournal.memory.InvalidMemoryException;
import org.memoryjournal.memory.Memory;
import org.memoryjournal.memory.MemoryKind;
import org.memoryjournal.memory.MemorySource;
import org.memoryjournal.memory.Recalled;
import org.memoryjournal.memory.RetrievalPolicy;
import org.memoryjournal.store.JournalDatabase;
import org.memoryjournal.store.MemoryRepository;
import org.memoryjournal.store.RecallOptions;
import org.memoryjournal.testing.BagOfWordsEmbedder;

/** The user marking a memory as replaced by a later one, over a real journal file: what is refused, and why. */
class HandReplacementTest {
    private static final Instant NOW = Instant.parse("2026-04-01T10:00:00Z");

    @TempDir
    Path dir;
    JournalDatabase db;
    MemoryService memories;

    @BeforeEach
    void open() {
        db = JournalDatabase.open(dir.resolve("journal.db"), BagOfWordsEmbedder.MODEL, BagOfWordsEmbedder.DIM);
        memories = new MemoryService(db.memories(), new BagOfWordsEmbedder(), new HeuristicImportanceRater(),
                new HeuristicKindClassifier(), Clock.fixed(NOW, ZoneOffset.UTC));
    }

    @AfterEach
    void close() {
        db.close();
    }

    private long add(String text, MemoryKind kind, int daysAgo) {
        return add(text, kind, daysAgo, MemorySource.MANUAL);
    }

    private long add(String text, MemoryKind kind, int daysAgo, MemorySource source) {
        return memories.remember(MemoryService.Draft.of(text, source).withKind(kind).withImportance(5)
                .at(NOW.minus(Duration.ofDays(daysAgo)))).id();
    }

    private List<Long> recalled(String query) {
        return memories.recall(query, RetrievalPolicy.defaults(), NOW, RecallOptions.PREVIEW).stream()
                .map(Recalled::memory).map(Memory::id).toList();
    }

    @Test
    void theReplacedMemoryLeavesRecallForTheNewerOneAndRestoreBringsItBack() {
        long plan = add("dentist appointment on 2 april", MemoryKind.EPISODIC, 10);
        long moved = add("dentist moved from 2 to 9 april", MemoryKind.EPISODIC, 2);
        assertThat(recalled("dentist appointment")).as("both recalled before").contains(plan, moved);

        Memory superseded = memories.supersedeByHand(plan, moved);

        assertThat(superseded.supersededBy()).hasValue(moved);
        assertThat(memories.supersedeReason(plan)).isEqualTo(HandReplacement.REASON);
        assertThat(recalled("dentist appointment")).containsExactly(moved);
        assertThat(memories.find(moved).orElseThrow().isSuperseded()).isFalse();

        memories.restore(plan);

        assertThat(recalled("dentist appointment")).contains(plan, moved);
        assertThat(memories.supersedeReason(plan)).isEmpty();
    }

    @Test
    void aMemoryCannotReplaceItself() {
        long plan = add("dentist appointment on 2 april", MemoryKind.EPISODIC, 10);
        assertRefused(plan, plan, "A memory cannot replace itself; pick a newer memory.");
    }

    @Test
    void aMissingMemoryOnEitherSideIsNamed() {
        long plan = add("dentist appointment on 2 april", MemoryKind.EPISODIC, 10);
        assertRefused(plan, 999, "No memory with id 999.");
        assertRefused(998, plan, "No memory with id 998.");
    }

    /** A plan, its move and a second move, oldest first. */
    private long[] threeVersions() {
        return new long[] {add("dentist appointment on 2 april", MemoryKind.EPISODIC, 10),
            add("dentist moved from 2 to 9 april", MemoryKind.EPISODIC, 2),
            add("dentist moved again, now 12 april", MemoryKind.EPISODIC, 1)};
    }

    @Test
    void anAlreadyReplacedMemorySaysByWhich() {
        long[] ids = threeVersions();
        long plan = ids[0];
        long moved = ids[1];
        memories.supersedeByHand(plan, moved);

        assertRefused(plan, ids[2], "Memory #" + plan + " is already replaced by memory #" + moved
                + "; restore it first to pick another.");
        assertThat(memories.find(plan).orElseThrow().supersededBy()).hasValue(moved);
    }

    @Test
    void aReplacementAnotherProgramReplacedAfterTheCheckIsRefusedInsideTheWrite() {
        long[] ids = threeVersions();
        long plan = ids[0];
        long moved = ids[1];
        long again = ids[2];
        MemoryRepository real = db.memories();
        Map<Long, Memory> seen = Map.of(plan, real.find(plan).orElseThrow(), moved, real.find(moved).orElseThrow());
        // Another program on the same journal file replaces "moved" after this one looked at both memories.
        try (JournalDatabase other = JournalDatabase.open(dir.resolve("journal.db"), BagOfWordsEmbedder.MODEL,
                BagOfWordsEmbedder.DIM)) {
            other.memories().supersede(moved, again, "");
        }
        MemoryRepository lookedEarlier = (MemoryRepository) Proxy.newProxyInstance(getClass().getClassLoader(),
                new Class<?>[] {MemoryRepository.class}, (proxy, method, args) -> method.getName().equals("find")
                        ? Optional.ofNullable(seen.get((Long) args[0])) : method.invoke(real, args));

        assertThatThrownBy(() -> new HandReplacement(lookedEarlier).supersede(plan, moved))
                .isInstanceOf(InvalidMemoryException.class)
                .hasMessage("Memory #" + moved + " is itself replaced by memory #" + again
                        + "; pick the memory that is current.");
        assertThat(real.find(plan).orElseThrow().isSuperseded()).as("nothing chained onto a replaced memory")
                .isFalse();
    }

    @Test
    void theReplacementMustBeCurrent() {
        long[] ids = threeVersions();
        long moved = ids[1];
        long again = ids[2];
        memories.supersedeByHand(moved, again);

        assertRefused(ids[0], moved, "Memory #" + moved + " is itself replaced by memory #" + again
                + "; pick the memory that is current.");
    }

    @Test
    void theReplacementMustBeTheLaterMemoryAndSoNoCycleCanForm() {
        long plan = add("dentist appointment on 2 april", MemoryKind.EPISODIC, 10);
        long moved = add("dentist moved from 2 to 9 april", MemoryKind.EPISODIC, 2);

        assertRefused(moved, plan, "Memory #" + plan + " is older than memory #" + moved
                + "; pick the newer memory as the replacement.");
        memories.supersedeByHand(plan, moved);
        assertRefused(moved, plan, "Memory #" + plan + " is itself replaced by memory #" + moved
                + "; pick the memory that is current.");
        assertThat(memories.find(moved).orElseThrow().isSuperseded()).isFalse();
    }

    @Test
    void ofTwoMemoriesOfTheSameMomentTheOneWrittenSecondIsTheNewer() {
        long first = add("gym on mondays", MemoryKind.SEMANTIC, 3);
        long second = add("gym moved to tuesdays", MemoryKind.SEMANTIC, 3);

        assertRefused(second, first, "Memory #" + first + " is older than memory #" + second
                + "; pick the newer memory as the replacement.");
        assertThat(memories.supersedeByHand(first, second).supersededBy()).hasValue(second);
    }

    @Test
    void instructionsAndFactsDoNotReplaceEachOther() {
        long call = add("always call me sam", MemoryKind.PROCEDURAL, 5);
        long name = add("my name is samuel", MemoryKind.SEMANTIC, 3);
        long callLater = add("call me samuel from now on", MemoryKind.PROCEDURAL, 1);
        long fact = add("i live in lisbon", MemoryKind.SEMANTIC, 6);

        assertRefused(call, name, "Memory #" + call + " is an instruction; only another instruction can replace it.");
        assertRefused(fact, callLater, "Memory #" + callLater
                + " is an instruction; it can only replace another instruction.");
        assertThat(memories.supersedeByHand(call, callLater).supersededBy()).hasValue(callLater);
    }

    @Test
    void anInsightFromReflectionIsOnNeitherSide() {
        long run = add("ran 5 km by the river", MemoryKind.EPISODIC, 5);
        long insight = add("you run by the river twice a week", MemoryKind.SEMANTIC, 3, MemorySource.REFLECTION);
        long later = add("ran 6 km by the river", MemoryKind.EPISODIC, 1);

        assertRefused(run, insight, "Memory #" + insight
                + " is an insight from reflection; an insight cannot stand in for a memory.");
        assertRefused(insight, later, "Memory #" + insight
                + " is an insight from reflection; reflection redraws insights, so they are not replaced by hand.");
    }

    @Test
    void theCandidatesAreTheCurrentLaterMemoriesOfTheSameClassNewestFirst() {
        long plan = add("dentist appointment on 2 april", MemoryKind.EPISODIC, 10);
        add("bought bread before the dentist", MemoryKind.EPISODIC, 12);
        long moved = add("dentist moved from 2 to 9 april", MemoryKind.EPISODIC, 2);
        long lunch = add("lunch with ana", MemoryKind.EPISODIC, 1);
        add("always remind me of the dentist", MemoryKind.PROCEDURAL, 1);
        add("you see the dentist every spring", MemoryKind.SEMANTIC, 1, MemorySource.REFLECTION);
        long gone = add("dentist cancelled", MemoryKind.EPISODIC, 3);
        memories.supersedeByHand(gone, moved);

        assertThat(memories.replacementsFor(plan, "", 10)).extracting(Memory::id).containsExactly(lunch, moved);
        assertThat(memories.replacementsFor(plan, "dentist", 10)).extracting(Memory::id).containsExactly(moved);
        assertThat(memories.replacementsFor(plan, "", 1)).extracting(Memory::id).containsExactly(lunch);
        assertThat(memories.replacementsFor(gone, "", 10)).as("already replaced").isEmpty();
        assertThat(memories.replacementsFor(999, "", 10)).isEmpty();
    }

    private void assertRefused(long oldId, long newerId, String sentence) {
        assertThatThrownBy(() -> memories.supersedeByHand(oldId, newerId))
                .isInstanceOf(InvalidMemoryException.class).hasMessage(sentence);
    }
}
