package org.memoryjournal.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.memoryjournal.store.Fixtures.DIM;
import static org.memoryjournal.store.Fixtures.MODEL;
import static org.memoryjournal.store.Fixtures.T0;
import static org.memoryjournal.store.Fixtures.memory;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.memoryjournal.store.StoredMessage.Role;
import org.memoryjournal.store.StoredMessage.Status;

/**
 * Two journals open on one file (as two processes would): each is told which conversations the other changed, and
 * never its own changes.
 */
class ConversationFeedTest {
    @TempDir
    Path dir;

    private JournalDatabase open() {
        return JournalDatabase.open(dir.resolve("journal.db"), MODEL, DIM);
    }

    private static StoredMessage say(JournalDatabase db, long conversation, Role role, String text) {
        return db.conversations().append(conversation, role, text, T0, Status.COMPLETE, "", List.of(), 0);
    }

    @Test
    void aTurnAnotherProcessWritesIsReportedOnceWithItsConversation() {
        try (JournalDatabase mine = open(); JournalDatabase other = open()) {
            long trip = other.conversations().create("Trip to Lisbon", T0).id();
            long other2 = other.conversations().create("Groceries", T0).id();
            assertThat(mine.conversations().takeChangesElsewhere()).containsExactlyInAnyOrder(trip, other2);
            assertThat(mine.conversations().takeChangesElsewhere()).as("already told").isEmpty();

            StoredMessage question = say(other, trip, Role.USER, "Which day do we fly?");
            assertThat(mine.conversations().takeChangesElsewhere()).containsExactly(trip);

            StoredMessage answer = say(other, trip, Role.ASSISTANT, "");
            other.conversations().finish(answer.id(), "On Friday.", Status.COMPLETE, "");
            assertThat(mine.conversations().takeChangesElsewhere()).containsExactly(trip);

            other.conversations().linkMemory(question.id(), 0, "The model server stopped.");
            assertThat(mine.conversations().takeChangesElsewhere()).as("the write-back's note").containsExactly(trip);
        }
    }

    @Test
    void aRenamedOrDeletedConversationIsReported() {
        try (JournalDatabase mine = open(); JournalDatabase other = open()) {
            long trip = mine.conversations().create("Trip", T0).id();
            say(mine, trip, Role.USER, "Which day do we fly?");

            other.conversations().rename(trip, "Trip to Lisbon");
            assertThat(mine.conversations().takeChangesElsewhere()).containsExactly(trip);

            other.conversations().delete(trip);
            assertThat(mine.conversations().takeChangesElsewhere()).containsExactly(trip);
            assertThat(mine.conversations().find(trip)).isEmpty();
        }
    }

    @Test
    void thisProcessesOwnChangesAreNeverReportedToItButAreToTheOther() {
        try (JournalDatabase mine = open(); JournalDatabase other = open()) {
            long trip = mine.conversations().create("Trip", T0).id();
            say(mine, trip, Role.USER, "Which day do we fly?");
            StoredMessage answer = say(mine, trip, Role.ASSISTANT, "");
            mine.conversations().finish(answer.id(), "On Friday.", Status.COMPLETE, "");
            mine.conversations().appendSummary(trip, "They talked about the flight.", T0, answer.id());
            mine.conversations().rename(trip, "Trip to Lisbon");
            long groceries = mine.conversations().findOrCreate("Groceries", T0).id();
            mine.conversations().delete(groceries);

            assertThat(mine.conversations().takeChangesElsewhere()).isEmpty();
            assertThat(other.conversations().takeChangesElsewhere()).containsExactlyInAnyOrder(trip, groceries);
        }
    }

    @Test
    void anotherProcessesTurnIsReportedEvenWhenThisOneWroteTheSameConversationBeforeTheLook() {
        try (JournalDatabase mine = open(); JournalDatabase other = open()) {
            long trip = mine.conversations().create("Trip", T0).id();
            say(other, trip, Role.USER, "Written in the other window.");
            say(mine, trip, Role.USER, "Written here a moment later."); // now the latest change of the conversation

            assertThat(mine.conversations().takeChangesElsewhere()).containsExactly(trip);
            assertThat(mine.conversations().takeChangesElsewhere()).isEmpty();
        }
    }

    @Test
    void forgettingTheMemoryAMessageWasWrittenAsChangesNoConversation() {
        try (JournalDatabase mine = open(); JournalDatabase other = open()) {
            long trip = mine.conversations().create("Trip", T0).id();
            long memory = mine.memories().add(memory("Which day do we fly?")).id();
            StoredMessage question = say(mine, trip, Role.USER, "Which day do we fly?");
            mine.conversations().linkMemory(question.id(), memory, "");
            other.conversations().takeChangesElsewhere();

            other.memories().delete(List.of(memory));
            mine.memories().catchUp();

            assertThat(mine.conversations().messages(trip).get(0).memoryId()).isZero();
            assertThat(mine.conversations().takeChangesElsewhere()).isEmpty();
        }
    }

    @Test
    void aJournalOpenedLaterIsToldOnlyWhatChangedAfterIt() {
        try (JournalDatabase first = open()) {
            long trip = first.conversations().create("Trip", T0).id();
            try (JournalDatabase later = open()) {
                assertThat(later.conversations().takeChangesElsewhere()).isEmpty();
                first.conversations().rename(trip, "Trip to Lisbon");
                assertThat(later.conversations().takeChangesElsewhere()).containsExactly(trip);
            }
        }
    }
}
