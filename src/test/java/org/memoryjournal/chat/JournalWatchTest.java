package org.memoryjournal.chat;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.memoryjournal.app.Journal;
import org.memoryjournal.app.selfcheck.HashingEmbedder;

/**
 * Two journals open on one real SQLite file, as two windows (two processes) have it: the watch of one tells its
 * listeners which conversations the other changed, and never those its own process changed.
 */
class JournalWatchTest {
    @TempDir
    Path dir;
    private Journal mine;
    private Journal other;
    private final List<ConversationChanges> told = new CopyOnWriteArrayList<>();

    @BeforeEach
    void open() {
        mine = Journal.open(Optional.of(dir), Map.of("provider", "offline"), new HashingEmbedder());
        other = Journal.open(Optional.of(dir), Map.of("provider", "offline"), new HashingEmbedder());
        mine.watch().onConversationsChanged(told::add);
    }

    @AfterEach
    void close() {
        mine.watch().close();
        other.close();
        mine.close();
    }

    /** A whole turn, as a window sends it: the message stored, then answered (write-back included). */
    private static ChatTurn turn(Journal in, OptionalLong conversation, String text) {
        StartedTurn started = in.chat().begin(conversation, text);
        ChatTurn turn = in.chat().reply(started, piece -> { }, new TurnStop());
        turn.writtenBack().join();
        return turn;
    }

    @Test
    void aTurnWrittenInTheOtherWindowIsToldWithinASecond() throws Exception {
        CountDownLatch heard = new CountDownLatch(2);
        mine.watch().onConversationsChanged(c -> heard.countDown());
        mine.watch().start(Duration.ofMillis(100));

        StartedTurn started = other.chat().begin(OptionalLong.empty(), "Which day do we fly to Lisbon?");
        long trip = started.conversation().id();
        waitFor(() -> told.size() == 1);
        other.chat().reply(started, piece -> { }, new TurnStop()).writtenBack().join();

        assertThat(heard.await(1, TimeUnit.SECONDS)).as("the question, then its answer").isTrue();
        assertThat(told).extracting(ConversationChanges::ids).containsOnly(Set.of(trip));
        assertThat(mine.chat().openConversation(trip)).hasSize(2);
    }

    @Test
    void aConversationCreatedRenamedOrDeletedInTheOtherWindowIsTold() {
        assertThat(mine.watch().check()).isFalse();
        long trip = turn(other, OptionalLong.empty(), "Which day do we fly to Lisbon?").conversation().id();
        assertThat(mine.watch().check()).isTrue();
        assertThat(told).hasSize(1);
        assertThat(told.get(0).includes(trip)).isTrue();

        other.chat().renameConversation(trip, "Trip to Lisbon");
        assertThat(mine.watch().check()).isTrue();
        other.chat().deleteConversation(trip);
        assertThat(mine.watch().check()).isTrue();

        assertThat(told).extracting(ConversationChanges::ids).containsExactly(Set.of(trip),
                Set.of(trip), Set.of(trip));
        assertThat(mine.watch().check()).as("each change is told once").isFalse();
    }

    @Test
    void aTurnInTheOtherWindowIsToldEvenWhenThisWindowWroteTheSameConversationFirst() {
        long trip = turn(mine, OptionalLong.empty(), "Which day do we fly to Lisbon?").conversation().id();
        turn(other, OptionalLong.of(trip), "And when do we come back?");
        turn(mine, OptionalLong.of(trip), "Book the hotel near the river."); // before this window's watch looked

        assertThat(mine.watch().check()).isTrue();
        assertThat(told).extracting(ConversationChanges::ids).containsExactly(Set.of(trip));
    }

    @Test
    void theWatchStaysQuietAboutThisWindowsOwnConversations() {
        long trip = turn(mine, OptionalLong.empty(), "Which day do we fly to Lisbon?").conversation().id();
        turn(mine, OptionalLong.of(trip), "And when do we come back?");
        mine.chat().renameConversation(trip, "Trip to Lisbon");
        long groceries = turn(mine, OptionalLong.empty(), "Buy oat milk.").conversation().id();
        mine.chat().deleteConversation(groceries);

        assertThat(mine.watch().check()).isFalse();
        assertThat(told).isEmpty();

        List<Long> seenByOther = new ArrayList<>();
        other.watch().onConversationsChanged(c -> seenByOther.addAll(c.ids()));
        assertThat(other.watch().check()).isTrue();
        assertThat(seenByOther).containsExactlyInAnyOrder(trip, groceries);
    }

    private static void waitFor(java.util.function.BooleanSupplier condition) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while (!condition.getAsBoolean() && System.nanoTime() < end) {
            Thread.sleep(10);
        }
        assertThat(condition.getAsBoolean()).isTrue();
    }
}
