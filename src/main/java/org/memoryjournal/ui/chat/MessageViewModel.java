package org.memoryjournal.ui.chat;

import java.util.List;

import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import org.memoryjournal.chat.MessageEntry;
import org.memoryjournal.chat.MessageEntry.Role;
import org.memoryjournal.chat.MessageEntry.Status;
import org.memoryjournal.chat.RecalledNote;
import org.memoryjournal.chat.ReplacedNote;

/**
 * One message bubble: its text (growing while streamed), status, error, recalled memories, and for a user message the
 * older memories its write-back replaced.
 */
public final class MessageViewModel {
    private final Role role;
    private final String query;
    private long id;
    /** For an answer: the user's message it answers (0 while that is not stored). */
    private long questionId;
    private final ReadOnlyStringWrapper text = new ReadOnlyStringWrapper(this, "text", "");
    private final ReadOnlyObjectWrapper<Status> status = new ReadOnlyObjectWrapper<>(this, "status", Status.COMPLETE);
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper(this, "error", "");
    private final ReadOnlyBooleanWrapper streaming = new ReadOnlyBooleanWrapper(this, "streaming", false);
    private final ObservableList<RecalledChip> recalled = FXCollections.observableArrayList();
    private final ObservableList<RecalledChip> recalledView = FXCollections.unmodifiableObservableList(recalled);
    private final ObservableList<ReplacedLine> replaced = FXCollections.observableArrayList();
    private final ObservableList<ReplacedLine> replacedView = FXCollections.unmodifiableObservableList(replaced);

    private MessageViewModel(long id, Role role, String text, String query) {
        this.id = id;
        this.role = role;
        this.query = query;
        this.text.set(text);
    }

    /** A message as stored; {@code questionId} is the user's message an answer replied to. */
    static MessageViewModel of(MessageEntry m, long questionId, List<RecalledChip> chips) {
        MessageViewModel vm = new MessageViewModel(m.id(), m.role(), m.text(), m.query());
        vm.questionId = questionId;
        vm.status.set(m.status());
        vm.error.set(m.error());
        vm.recalled.setAll(chips);
        vm.replaced(m.replaced());
        return vm;
    }

    static MessageViewModel pendingUser(String text) {
        return new MessageViewModel(0, Role.USER, text, text);
    }

    static MessageViewModel pendingAnswer(String query) {
        MessageViewModel vm = new MessageViewModel(0, Role.ASSISTANT, "", query);
        vm.streaming.set(true);
        return vm;
    }

    void append(String piece) {
        text.set(text.get() + piece);
    }

    /** The user's message was stored (or an answer to {@code questionId} is being written). */
    void stored(MessageEntry m) {
        id = m.id();
        text.set(m.text());
        status.set(m.status());
        error.set(m.error());
        streaming.set(false);
    }

    void answers(long userMessageId) {
        questionId = userMessageId;
    }

    void answered(MessageEntry m, List<RecalledChip> chips) {
        recalled.setAll(chips);
        stored(m);
    }

    /** The older memories this message's write-back replaced. */
    void replaced(List<ReplacedNote> notes) {
        replaced.setAll(notes.stream().map(n -> new ReplacedLine(n, false)).toList());
    }

    /** The older memory was made current again. */
    void restored(long memoryId) {
        for (int i = 0; i < replaced.size(); i++) {
            if (replaced.get(i).note().memoryId() == memoryId) {
                replaced.set(i, replaced.get(i).asRestored());
            }
        }
    }

    /** The older memory is no longer in the journal: its line goes. */
    void gone(long memoryId) {
        replaced.removeIf(l -> l.note().memoryId() == memoryId);
    }

    /** The answer could not be written or stored; the user's message was kept, so it can be asked again. */
    void failed(String message) {
        streaming.set(false);
        status.set(Status.FAILED);
        error.set(message);
    }

    /** The user stopped the answer; the stored answer (with its id, for Retry) follows. */
    void stopped() {
        streaming.set(false);
        status.set(Status.STOPPED);
    }

    void restart() {
        text.set("");
        error.set("");
        status.set(Status.COMPLETE);
        recalled.clear();
        streaming.set(true);
    }

    /** Whether this shows {@code m} as it is stored: its text, how it ended, its chips and its replaced lines. */
    boolean shows(MessageEntry m) {
        return id == m.id() && role == m.role() && !streaming.get() && text.get().equals(m.text())
                && status.get() == m.status() && error.get().equals(m.error())
                && recalled.stream().map(RecalledChip::memoryId).toList()
                        .equals(m.recalled().stream().map(RecalledNote::memoryId).toList())
                && replaced.stream().map(l -> l.note().memoryId()).toList()
                        .equals(m.replaced().stream().map(ReplacedNote::memoryId).toList());
    }

    public long id() {
        return id;
    }

    /** For an answer, the user's message it replies to (0 when that was never stored). */
    public long questionId() {
        return questionId;
    }

    public Role role() {
        return role;
    }

    public boolean isUser() {
        return role == Role.USER;
    }

    /** The user's text this message belongs to (its own text for a user message). */
    public String query() {
        return query;
    }

    public ReadOnlyStringProperty textProperty() {
        return text.getReadOnlyProperty();
    }

    public String getText() {
        return text.get();
    }

    public ReadOnlyObjectProperty<Status> statusProperty() {
        return status.getReadOnlyProperty();
    }

    public Status getStatus() {
        return status.get();
    }

    public ReadOnlyStringProperty errorProperty() {
        return error.getReadOnlyProperty();
    }

    public String getError() {
        return error.get();
    }

    public ReadOnlyBooleanProperty streamingProperty() {
        return streaming.getReadOnlyProperty();
    }

    public boolean isStreaming() {
        return streaming.get();
    }

    /** True for an answer that failed, was stopped or came back empty, and can be asked for again. */
    public boolean canRetry() {
        return role == Role.ASSISTANT && questionId > 0 && !streaming.get()
                && (status.get() != Status.COMPLETE || text.get().isBlank());
    }

    public ObservableList<RecalledChip> recalled() {
        return recalledView;
    }

    /** For a user message, the older memories its write-back replaced (empty otherwise). */
    public ObservableList<ReplacedLine> replaced() {
        return replacedView;
    }
}
