package org.memoryjournal.chat;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.memoryjournal.llm.HeuristicImportanceRater;
import org.memoryjournal.llm.HeuristicKindClassifier;
import org.memoryjournal.llm.LocalEmbeddingProvider;
import org.memoryjournal.llm.UpdateJudge;
import org.memoryjournal.memory.DuplicateRule;
import org.memoryjournal.memory.Memory;
import org.memoryjournal.memory.MemoryKind;
import org.memoryjournal.memory.MemorySource;
import org.memoryjournal.store.JournalDatabase;
import org.memoryjournal.store.MemoryListQuery;

/** Duplicates with the real BGE model (the threshold is measured on it) on a real SQLite journal. */
class DuplicatesTest {
    private static final LocalEmbeddingProvider BGE = new LocalEmbeddingProvider(LocalEmbeddingProvider.Model.BGE_SMALL);
    private static final Instant MON = Instant.parse("2026-03-02T07:00:00Z");
    /** The service's clock: after every memory the tests write (a memory may not be dated in the future). */
    private static final Instant TODAY = Instant.parse("2026-06-01T07:00:00Z");

    @TempDir
    Path dir;
    JournalDatabase db;
    MemoryService memories;

    @BeforeEach
    void open() {
        db = JournalDatabase.open(dir.resolve("journal.db"), BGE.modelId(), BGE.dimension());
        memories = service(Optional.of(DuplicateRule.DEFAULT));
    }

    private MemoryService service(Optional<DuplicateRule> rule) {
        return new MemoryService(db.memories(), BGE, new HeuristicImportanceRater(), new HeuristicKindClassifier(),
                UpdateJudge.NEVER, Clock.fixed(TODAY, ZoneOffset.UTC), rule);
    }

    @AfterEach
    void close() {
        db.close();
    }

    @AfterAll
    static void release() {
        BGE.close();
    }

    private Remembered write(String text, Instant at) {
        return memories.write(MemoryService.Draft.of(text, MemorySource.MANUAL).at(at));
    }

    private long count() {
        return db.memories().count(MemoryListQuery.newest(1000));
    }

    @Test
    void aFactRestatedLaterIsTheOldMemoryTouchedWithTheHigherImportance() {
        Memory old = memories.remember(MemoryService.Draft.of("My blood type is O negative.", MemorySource.MANUAL)
                .withImportance(3).at(MON));
        Instant later = MON.plus(Duration.ofDays(40));

        Remembered again = memories.write(MemoryService.Draft.of("Blood type: O negative.",
                MemorySource.MANUAL).withImportance(8).at(later));

        assertThat(again.duplicate()).isTrue();
        assertThat(again.describe()).isEqualTo("Already known as #" + old.id() + "; nothing new was stored.");
        assertThat(again.memory().id()).isEqualTo(old.id());
        assertThat(again.memory().importance()).isEqualTo(8);
        assertThat(again.memory().lastAccessed()).isEqualTo(later);
        assertThat(again.memory().text()).isEqualTo("My blood type is O negative.");
        assertThat(count()).isEqualTo(1);
    }

    @Test
    void theHigherImportanceIsKeptWhenTheRestatementMattersLess() {
        memories.remember(MemoryService.Draft.of("I'm allergic to penicillin.", MemorySource.MANUAL)
                .withImportance(9).at(MON));

        Remembered again = memories.write(MemoryService.Draft.of("I have a penicillin allergy.",
                MemorySource.MANUAL).withImportance(2).at(MON.plus(Duration.ofDays(3))));

        assertThat(again.duplicate()).isTrue();
        assertThat(again.memory().importance()).isEqualTo(9);
    }

    @Test
    void theSameRunOnTwoDaysIsTwoMemoriesButTheSameRunToldTwiceInADayIsOne() {
        Memory monday = write("Ran 5k along the canal before work.", MON).memory();

        assertThat(write("Ran 5k along the canal before work.", MON.plus(Duration.ofDays(3))).duplicate()).isFalse();
        Remembered sameDay = write("Ran 5k along the canal before work today.", MON.plusSeconds(3600));

        assertThat(sameDay.duplicate()).isTrue();
        assertThat(sameDay.memory().id()).isEqualTo(monday.id());
        assertThat(count()).isEqualTo(2);
    }

    @Test
    void lookAlikeDistinctFactsAreBothKept() {
        write("The front door code is 4417.", MON);
        write("Dentist appointment on Tuesday at 9:10.", MON);

        assertThat(write("The garage door code is 7144.", MON).duplicate()).isFalse();
        assertThat(write("Physio appointment on Tuesday at 9:10.", MON).duplicate()).isFalse();
        assertThat(count()).isEqualTo(4);
    }

    @Test
    void withoutTheRuleEverythingIsStored() {
        MemoryService plain = service(Optional.empty());
        plain.remember(MemoryService.Draft.of("I'm vegetarian.", MemorySource.MANUAL).at(MON));

        assertThat(plain.write(MemoryService.Draft.of("I'm vegetarian.", MemorySource.MANUAL).at(MON)).duplicate())
                .isFalse();
        assertThat(count()).isEqualTo(2);
    }

    @Test
    void findDuplicatesProposesGroupsAndAMergeKeepsThePickedTextAndRepointsLinks() {
        MemoryService plain = service(Optional.empty());
        Memory a = plain.remember(MemoryService.Draft.of("Our cat is called Miso.", MemorySource.MANUAL)
                .withImportance(4).at(MON));
        Memory b = plain.remember(MemoryService.Draft.of("The cat's name is Miso.", MemorySource.CHAT)
                .withImportance(6).at(MON.plus(Duration.ofDays(10))));
        plain.remember(MemoryService.Draft.of("Ran 5k along the canal.", MemorySource.CHAT)
                .withKind(MemoryKind.EPISODIC).at(MON));
        plain.remember(MemoryService.Draft.of("Ran 5k along the canal.", MemorySource.CHAT)
                .withKind(MemoryKind.EPISODIC).at(MON.plus(Duration.ofDays(2))));
        Memory insight = plain.remember(MemoryService.Draft.of("Miso is the cat.", MemorySource.REFLECTION)
                .withKind(MemoryKind.SEMANTIC).withImportance(5).at(MON));
        db.memories().linkEvidence(insight.id(), List.of(a.id(), b.id()));
        Duplicates duplicates = new Duplicates(plain);

        List<Duplicates.Group> groups = duplicates.find();

        assertThat(groups).singleElement().satisfies(g ->
                assertThat(g.memories()).extracting(Memory::id).containsExactly(a.id(), b.id()));
        Memory merged = duplicates.merge(b.id(), List.of(a.id()));
        assertThat(merged.text()).isEqualTo("The cat's name is Miso.");
        assertThat(merged.createdAt()).isEqualTo(MON);
        assertThat(merged.importance()).isEqualTo(6);
        assertThat(db.memories().evidenceOf(insight.id())).containsExactly(b.id());
        assertThat(db.memories().find(a.id())).isEmpty();
        assertThat(duplicates.find()).isEmpty();
    }
}
