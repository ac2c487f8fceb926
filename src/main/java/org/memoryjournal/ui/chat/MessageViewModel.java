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

import org.memoryjournal.store.StoredMessage;
import org.memoryjournal.store.StoredMessage.Role;
import org.memoryjournal.store.StoredMessage.Status;

/** One message bubble: its text (growing while streamed), status, error and recalled memories. */
public final class MessageViewModel {
    private final Role role;
    private final String query;
    private long id;
    private final ReadOnlyStringWrapper text = new ReadOnlyStringWrapper(this, "text", "");
    private final ReadOnlyObjectWrapper<Status> status = new ReadOnlyObjectWrapper<>(this, "status", Status.COMPLETE);
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper(this, "error", "");
    private final ReadOnlyBooleanWrapper streaming = new ReadOnlyBooleanWrapper(this, "streaming", false);
    private final ObservableList<RecalledChip> recalled = FXCollections.observableArrayList();
    private final ObservableList<RecalledChip> recalledView = FXCollections.unmodifiableObservableList(recalled);

    private MessageViewModel(long id, Role role, String text, String query) {
        this.id = id;
        this.role = role;
        this.query = query;
        this.text.set(text);
    }

    /** A message as stored; {@code query} is the user's text an answer replied to. */
    public static MessageViewModel of(StoredMessage m, String query, List<RecalledChip> chips) {
        MessageViewModel vm = new MessageViewModel(m.id(), m.role(), m.text(), query);
        vm.status.set(m.status());
        vm.error.set(m.error());
        vm.recalled.setAll(chips);
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

    void stored(StoredMessage m) {
        id = m.id();
        text.set(m.text());
        status.set(m.status());
        error.set(m.role() == Role.USER ? "" : m.error());
        streaming.set(false);
    }

    void answered(StoredMessage m, List<RecalledChip> chips) {
        recalled.setAll(chips);
        stored(m);
    }

    void failed(String message) {
        streaming.set(false);
        status.set(Status.FAILED);
        error.set(message);
    }

    void restart() {
        text.set("");
        error.set("");
        status.set(Status.COMPLETE);
        streaming.set(true);
    }

    public long id() {
        return id;
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

    /** True when an answer failed and can be asked again. */
    public boolean canRetry() {
        return role == Role.ASSISTANT && status.get() == Status.FAILED && id > 0;
    }

    public ObservableList<RecalledChip> recalled() {
        return recalledView;
    }
}
