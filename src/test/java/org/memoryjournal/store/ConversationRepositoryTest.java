package org.memoryjournal.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.memoryjournal.store.Fixtures.T0;
import static org.memoryjournal.store.Fixtures.memory;
import static org.memoryjournal.store.Fixtures.open;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.memoryjournal.memory.Memory;
import org.memoryjournal.store.StoredMessage.Role;
import org.memoryjournal.store.StoredMessage.Status;

class ConversationRepositoryTest {
    @TempDir
    Path dir;

    @Test
    void createsListsRenamesAndFinds() {
        try (JournalDatabase j = open(dir)) {
            ConversationRepository conv = j.conversations();
            Conversation a = conv.create("Trip planning", T0);
            Conversation b = conv.create("  ", T0.plusSeconds(5));
            assertThat(b.title()).isEqualTo("New conversation");
            assertThat(conv.list()).containsExactly(b, a);
            Conversation renamed = conv.rename(a.id(), " Lyon trip ");
            assertThat(renamed.title()).isEqualTo("Lyon trip");
            assertThat(conv.find(a.id())).contains(renamed);
            assertThat(conv.find(999)).isEmpty();
            assertThatThrownBy(() -> conv.rename(999, "x")).isInstanceOf(StoreException.class)
                    .hasMessage("No conversation with id 999.");
        }
    }

    @Test
    void summariesRecordTheLastMessageTheyCoverAndMessagesTheirMemory() {
        long convId;
        long userId;
        Memory m;
        try (JournalDatabase j = open(dir)) {
            m = j.memories().add(memory("the only memory"));
            ConversationRepository conv = j.conversations();
            convId = conv.create("Long chat", T0).id();
            StoredMessage last = null;
            for (int i = 0; i < 12; i++) {
                last = conv.append(convId, i % 2 == 0 ? Role.USER : Role.ASSISTANT, "turn " + i, T0.plusSeconds(i),
                        Status.COMPLETE, "", List.of(), 0);
            }
            userId = conv.messages(convId).get(0).id();
            // Message ids run far past memory ids: the summary's coverage is not a memory reference.
            StoredMessage summary = conv.appendSummary(convId, "They talked.", T0.plusSeconds(20), last.id());
            assertThat(summary.coversUpTo()).isEqualTo(last.id());
            StoredMessage linked = conv.linkMemory(userId, m.id(), "");
            assertThat(linked.memoryId()).isEqualTo(m.id());
            assertThat(conv.linkMemory(userId + 1, 0, "could not be written").error()).isEqualTo("could not be written");
            assertThatThrownBy(() -> conv.linkMemory(9999, m.id(), "")).isInstanceOf(StoreException.class);
        }
        try (JournalDatabase j = open(dir)) {
            List<StoredMessage> all = j.conversations().messages(convId);
            StoredMessage summary = all.get(all.size() - 1);
            assertThat(summary.role()).isEqualTo(Role.SUMMARY);
            assertThat(summary.coversUpTo()).isEqualTo(all.get(all.size() - 2).id());
            assertThat(all.get(0).memoryId()).isEqualTo(m.id());
            assertThat(all.get(0).coversUpTo()).isZero();
        }
    }

    @Test
    void appendsAndFinishesMessagesThatSurviveReopen() {
        long convId;
        long assistantId;
        Memory m1;
        Memory m2;
        try (JournalDatabase j = open(dir)) {
            m1 = j.memories().add(memory("first"));
            m2 = j.memories().add(memory("second"));
            ConversationRepository conv = j.conversations();
            Conversation c = conv.create("Chat", T0);
            convId = c.id();
            StoredMessage user = conv.append(convId, Role.USER, "hello", T0.plusSeconds(1), Status.COMPLETE, null,
                    List.of(), m1.id());
            assertThat(user.memoryId()).isEqualTo(m1.id());
            StoredMessage assistant = conv.append(convId, Role.ASSISTANT, "", T0.plusSeconds(2), Status.INTERRUPTED,
                    "", List.of(m2.id(), m1.id()), 0);
            assistantId = assistant.id();
            assertThat(conv.find(convId).orElseThrow().updatedAt()).isEqualTo(T0.plusSeconds(2));
            StoredMessage done = conv.finish(assistantId, "hi there", Status.FAILED, "endpoint down");
            assertThat(done.text()).isEqualTo("hi there");
            assertThat(done.status()).isEqualTo(Status.FAILED);
            assertThat(done.error()).isEqualTo("endpoint down");
            assertThat(done.recalledIds()).containsExactly(m2.id(), m1.id());
        }
        try (JournalDatabase j = open(dir)) {
            List<StoredMessage> msgs = j.conversations().messages(convId);
            assertThat(msgs).extracting(StoredMessage::role).containsExactly(Role.USER, Role.ASSISTANT);
            assertThat(msgs.get(0).createdAt()).isEqualTo(T0.plusSeconds(1));
            assertThat(msgs.get(0).memoryId()).isEqualTo(m1.id());
            assertThat(msgs.get(1).recalledIds()).containsExactly(m2.id(), m1.id());
            assertThat(msgs.get(1).memoryId()).isZero();
            assertThat(msgs.get(1).error()).isEqualTo("endpoint down");
        }
    }

    @Test
    void appendRefusesUnknownConversationOrMemoryAndWritesNothing() {
        try (JournalDatabase j = open(dir)) {
            Conversation c = j.conversations().create("Chat", T0);
            assertThatThrownBy(() -> j.conversations().append(999, Role.USER, "x", T0, Status.COMPLETE, "",
                    List.of(), 0)).hasMessage("No conversation with id 999.");
            assertThatThrownBy(() -> j.conversations().append(c.id(), Role.ASSISTANT, "x", T0, Status.COMPLETE, "",
                    List.of(77L), 0)).isInstanceOf(StoreException.class).hasMessageContaining("77");
            assertThat(j.conversations().messages(c.id())).isEmpty();
            assertThatThrownBy(() -> j.conversations().finish(5, "x", Status.COMPLETE, ""))
                    .hasMessage("No message with id 5.");
        }
    }

    @Test
    void deletingAConversationDeletesItsMessagesButKeepsMemories() {
        try (JournalDatabase j = open(dir)) {
            Memory m = j.memories().add(memory("written from chat"));
            Conversation c = j.conversations().create("Chat", T0);
            j.conversations().append(c.id(), Role.USER, "hello", T0, Status.COMPLETE, "", List.of(m.id()), m.id());
            j.conversations().delete(c.id());
            assertThat(j.conversations().find(c.id())).isEmpty();
            assertThat(j.conversations().messages(c.id())).isEmpty();
            assertThat(j.memories().find(m.id())).isPresent();
        }
    }

    @Test
    void deletingAMemoryUnlinksItFromMessages() {
        try (JournalDatabase j = open(dir)) {
            Memory m = j.memories().add(memory("written from chat"));
            Memory keep = j.memories().add(memory("kept"));
            Conversation c = j.conversations().create("Chat", T0);
            j.conversations().append(c.id(), Role.USER, "hello", T0, Status.COMPLETE, "", List.of(m.id(), keep.id()),
                    m.id());
            j.memories().delete(List.of(m.id()));
            StoredMessage msg = j.conversations().messages(c.id()).get(0);
            assertThat(msg.memoryId()).isZero();
            assertThat(msg.recalledIds()).containsExactly(keep.id());
        }
    }

    @Test
    void findOrCreateGivesTwoJournalsOnOneFileTheSameConversation() {
        try (JournalDatabase first = open(dir); JournalDatabase second = open(dir)) {
            Conversation a = first.conversations().findOrCreate("Command line", T0);
            Conversation b = second.conversations().findOrCreate("Command line", T0.plusSeconds(5));
            assertThat(b.id()).isEqualTo(a.id());
            assertThat(first.conversations().list()).extracting(Conversation::title).containsExactly("Command line");
        }
    }
}
