package org.memoryjournal.chat;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.memoryjournal.llm.ChatMessage;
import org.memoryjournal.store.StoredMessage;
import org.memoryjournal.store.StoredMessage.Role;
import org.memoryjournal.store.StoredMessage.Status;

class HistoryWindowTest {
    private static final Instant T = Instant.parse("2026-03-01T10:00:00Z");

    private static StoredMessage message(long id, Role role, String text, Status status) {
        return new StoredMessage(id, 1, role, text, T, status, "", List.of(), 0);
    }

    private static StoredMessage summary(long id, String text, long coversUpTo) {
        return new StoredMessage(id, 1, Role.SUMMARY, text, T, Status.COMPLETE, "", List.of(), 0, coversUpTo);
    }

    @Test
    void aShortConversationGoesInWholeWithoutSummary() {
        HistoryWindow w = new HistoryWindow(1000, (p, t) -> { throw new AssertionError("no summary needed"); });
        HistoryWindow.Context c = w.build(List.of(message(1, Role.USER, "hi", Status.COMPLETE),
                message(2, Role.ASSISTANT, "hello", Status.COMPLETE)));
        assertThat(c.recent()).extracting(ChatMessage::content).containsExactly("hi", "hello");
        assertThat(c.summary()).isEmpty();
        assertThat(c.newSummary()).isEmpty();
    }

    @Test
    void olderTurnsBeyondTheBudgetAreSummarisedOnce() {
        List<StoredMessage> messages = new ArrayList<>();
        for (int i = 1; i <= 10; i++) {
            messages.add(message(i, i % 2 == 1 ? Role.USER : Role.ASSISTANT, "turn " + i + " " + "x".repeat(80),
                    Status.COMPLETE));
        }
        List<List<ChatMessage>> asked = new ArrayList<>();
        HistoryWindow w = new HistoryWindow(100, (previous, turns) -> {
            asked.add(turns);
            return previous + "S(" + turns.size() + ")";
        });
        HistoryWindow.Context c = w.build(messages);

        assertThat(c.recent()).hasSizeLessThan(10).isNotEmpty();
        assertThat(c.recent().get(c.recent().size() - 1).content()).startsWith("turn 10");
        assertThat(asked).hasSize(1);
        assertThat(asked.get(0).size() + c.recent().size()).isEqualTo(10);
        assertThat(c.newSummary()).isPresent();
        long covers = c.newSummary().get().coversUpTo();
        assertThat(covers).isEqualTo(10 - c.recent().size());

        List<StoredMessage> withSummary = new ArrayList<>(messages);
        withSummary.add(summary(11, c.newSummary().get().text(), covers));
        HistoryWindow.Context next = w.build(withSummary);
        assertThat(next.summary()).isEqualTo(c.summary());
        assertThat(next.newSummary()).isEmpty();
        assertThat(asked).hasSize(1);
    }

    @Test
    void failedAnswersAreLeftOutOfThePrompt() {
        HistoryWindow w = new HistoryWindow(1000, HistoryWindow.extractive(500));
        HistoryWindow.Context c = w.build(List.of(message(1, Role.USER, "plan the trip", Status.COMPLETE),
                message(2, Role.ASSISTANT, "", Status.FAILED),
                message(3, Role.USER, "again please", Status.COMPLETE)));
        assertThat(c.recent()).extracting(ChatMessage::content).containsExactly("plan the trip", "again please");
    }

    @Test
    void theExtractiveSummaryKeepsFirstSentencesWithinItsLimit() {
        HistoryWindow.Summariser s = HistoryWindow.extractive(120);
        String out = s.summarise("", List.of(ChatMessage.user("I moved to Lyon. It rains a lot."),
                ChatMessage.assistant("Lyon is lovely. Bring an umbrella.")));
        assertThat(out).contains("The user said: I moved to Lyon.").contains("I answered: Lyon is lovely.")
                .doesNotContain("umbrella");
        String longer = s.summarise(out, List.of(ChatMessage.user("y".repeat(400))));
        assertThat(longer.length()).isLessThanOrEqualTo(120);
    }
}
