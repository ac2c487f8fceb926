package org.memoryjournal.ui.chat;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.stream.Collectors;

import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import org.memoryjournal.chat.ChatService;
import org.memoryjournal.chat.TurnResult;
import org.memoryjournal.llm.Cancellation;
import org.memoryjournal.memory.InvalidMemoryException;
import org.memoryjournal.memory.Memory;
import org.memoryjournal.memory.MemoryText;
import org.memoryjournal.memory.Recalled;
import org.memoryjournal.store.Conversation;
import org.memoryjournal.store.StoredMessage;
import org.memoryjournal.store.StoredMessage.Role;
import org.memoryjournal.ui.BackgroundTask;
import org.memoryjournal.ui.TaskExecutor;

/**
 * The chat pane's state: conversations, the open conversation's messages, the input and the turn in
 * flight. Sending streams the answer into the last message; Stop cancels it and keeps the partial text;
 * a failed answer keeps the user's message and offers Retry.
 */
public final class ChatViewModel {

    /** What the pane is doing. */
    public enum State { IDLE, WAITING, STREAMING, ERROR }

    private final ChatService chat;
    private final TaskExecutor executor;
    private final ObservableList<Conversation> conversations = FXCollections.observableArrayList();
    private final ObservableList<Conversation> conversationsView = FXCollections.unmodifiableObservableList(conversations);
    private final ObjectProperty<Conversation> selectedConversation = new SimpleObjectProperty<>(this, "selected");
    private final ObservableList<MessageViewModel> messages = FXCollections.observableArrayList();
    private final ObservableList<MessageViewModel> messagesView = FXCollections.unmodifiableObservableList(messages);
    private final StringProperty input = new SimpleStringProperty(this, "input", "");
    private final ReadOnlyObjectWrapper<State> state = new ReadOnlyObjectWrapper<>(this, "state", State.IDLE);
    private final ReadOnlyStringWrapper inputError = new ReadOnlyStringWrapper(this, "inputError", "");
    private final ReadOnlyStringWrapper errorMessage = new ReadOnlyStringWrapper(this, "errorMessage", "");
    private final BooleanBinding busy = state.isEqualTo(State.WAITING).or(state.isEqualTo(State.STREAMING));
    private final BooleanBinding canSend = Bindings.createBooleanBinding(
            () -> !busy.get() && input.get() != null && !input.get().isBlank(), busy, input);
    private final List<Consumer<TurnResult>> turnListeners = new CopyOnWriteArrayList<>();
    private Consumer<RecalledChip> chipHandler = c -> { };
    private Cancellation current = new Cancellation();
    private boolean switching;

    public ChatViewModel(ChatService chat, TaskExecutor executor) {
        this.chat = chat;
        this.executor = executor;
        selectedConversation.addListener((o, old, now) -> {
            if (!switching) {
                loadMessages();
            }
        });
    }

    /** Loads the conversations and opens the most recent one. */
    public void load() {
        executor.execute(BackgroundTask.of("Loading conversations", u -> chat.conversations().list())
                .onSuccess(list -> {
                    conversations.setAll(list);
                    selectedConversation.set(list.isEmpty() ? null : list.get(0));
                })
                .onFailure(e -> errorMessage.set(e.getMessage())));
    }

    /** Sends the input. An invalid input stays in the box with a message; nothing is lost on failure. */
    public void send() {
        String text = input.get();
        if (busy.get()) {
            return;
        }
        try {
            MemoryText.validate(text);
        } catch (InvalidMemoryException e) {
            inputError.set(e.getMessage());
            return;
        }
        inputError.set("");
        errorMessage.set("");
        MessageViewModel user = MessageViewModel.pendingUser(text.strip());
        MessageViewModel answer = MessageViewModel.pendingAnswer(text.strip());
        messages.addAll(user, answer);
        input.set("");
        state.set(State.WAITING);
        Cancellation cancellation = new Cancellation();
        current = cancellation;
        Optional<Conversation> open = Optional.ofNullable(selectedConversation.get());
        executor.execute(BackgroundTask.of("Answering", u -> {
            Conversation c = open.orElseGet(() -> chat.conversations().create(titleFor(text), now()));
            if (NEW_TITLE.equals(c.title())) {
                c = chat.conversations().rename(c.id(), titleFor(text));
            }
            return new Turn(c, chat.send(c.id(), text, u::publish, cancellation));
        }).onUpdate(piece -> {
            answer.append(piece);
            state.set(State.STREAMING);
        }).onSuccess(turn -> finishTurn(user, answer, turn)).onFailure(e -> {
            // Nothing reached the model: keep the user's words both in the list and in the box.
            messages.remove(answer);
            user.failed("Not sent: " + e.getMessage());
            if (input.get() == null || input.get().isBlank()) {
                input.set(text);
            }
            errorMessage.set(e.getMessage());
            state.set(State.ERROR);
        }));
    }

    /** Stops the answer being streamed; the partial text is kept. */
    public void stop() {
        current.cancel();
    }

    /** Asks the model again for a failed answer. */
    public void retry(MessageViewModel answer) {
        Conversation c = selectedConversation.get();
        if (busy.get() || c == null || !answer.canRetry()) {
            return;
        }
        answer.restart();
        errorMessage.set("");
        state.set(State.WAITING);
        Cancellation cancellation = new Cancellation();
        current = cancellation;
        executor.execute(BackgroundTask.of("Answering again",
                        u -> new Turn(c, chat.retry(c.id(), answer.id(), u::publish, cancellation)))
                .onUpdate(piece -> {
                    answer.append(piece);
                    state.set(State.STREAMING);
                })
                .onSuccess(turn -> finishTurn(null, answer, turn))
                .onFailure(e -> {
                    answer.failed(e.getMessage());
                    errorMessage.set(e.getMessage());
                    state.set(State.ERROR);
                }));
    }

    private void finishTurn(MessageViewModel user, MessageViewModel answer, Turn turn) {
        TurnResult r = turn.result();
        if (user != null) {
            user.stored(r.userMessage());
        }
        answer.answered(r.assistantMessage(), chips(r.recalled(), r.userMessage().text(), r.assistantMessage().id()));
        r.error().ifPresent(e -> answer.failed(e));
        errorMessage.set(r.error().orElse(""));
        state.set(r.failed() ? State.ERROR : State.IDLE);
        Conversation selected = selectedConversation.get();
        if (selected == null || selected.id() != turn.conversation().id()) {
            switching = true;
            conversations.add(0, turn.conversation());
            selectedConversation.set(turn.conversation());
            switching = false;
        } else if (!selected.title().equals(turn.conversation().title())) {
            switching = true;
            conversations.set(conversations.indexOf(selected), turn.conversation());
            selectedConversation.set(turn.conversation());
            switching = false;
        }
        turnListeners.forEach(l -> l.accept(r));
    }

    /** Starts a new, empty conversation. */
    public void newConversation() {
        Conversation selected = selectedConversation.get();
        if (busy.get() || (selected != null && NEW_TITLE.equals(selected.title()) && messages.isEmpty())) {
            return; // the open conversation is already a fresh, empty one
        }
        executor.execute(BackgroundTask.of("New conversation",
                        u -> chat.conversations().create(NEW_TITLE, now()))
                .onSuccess(c -> {
                    conversations.add(0, c);
                    selectedConversation.set(c);
                })
                .onFailure(e -> errorMessage.set(e.getMessage())));
    }

    public void rename(Conversation c, String title) {
        if (title == null || title.isBlank()) {
            return;
        }
        executor.execute(BackgroundTask.of("Renaming", u -> chat.conversations().rename(c.id(), title.strip()))
                .onSuccess(renamed -> {
                    int at = indexOf(c.id());
                    if (at >= 0) {
                        boolean wasSelected = selectedConversation.get() != null
                                && selectedConversation.get().id() == c.id();
                        switching = true;
                        conversations.set(at, renamed);
                        if (wasSelected) {
                            selectedConversation.set(renamed);
                        }
                        switching = false;
                    }
                })
                .onFailure(e -> errorMessage.set(e.getMessage())));
    }

    public void delete(Conversation c) {
        if (busy.get()) {
            return;
        }
        executor.execute(BackgroundTask.run("Deleting conversation", () -> chat.conversations().delete(c.id()))
                .onSuccess(v -> {
                    conversations.removeIf(x -> x.id() == c.id());
                    if (selectedConversation.get() == null || selectedConversation.get().id() == c.id()) {
                        selectedConversation.set(conversations.isEmpty() ? null : conversations.get(0));
                    }
                })
                .onFailure(e -> errorMessage.set(e.getMessage())));
    }

    private void loadMessages() {
        Conversation c = selectedConversation.get();
        messages.clear();
        state.set(State.IDLE);
        errorMessage.set("");
        if (c == null) {
            return;
        }
        executor.execute(BackgroundTask.of("Loading messages", u -> readMessages(c.id()))
                .onSuccess(list -> {
                    if (selectedConversation.get() != null && selectedConversation.get().id() == c.id()) {
                        messages.setAll(list);
                    }
                })
                .onFailure(e -> errorMessage.set(e.getMessage())));
    }

    private List<MessageViewModel> readMessages(long conversationId) {
        List<StoredMessage> stored = chat.conversations().messages(conversationId);
        List<Long> ids = stored.stream().flatMap(m -> m.recalledIds().stream()).distinct().toList();
        Map<Long, Memory> byId = chat.memories().repository().findAll(ids).stream()
                .collect(Collectors.toMap(Memory::id, Function.identity(), (a, b) -> a));
        List<MessageViewModel> out = new ArrayList<>();
        String lastQuery = "";
        for (StoredMessage m : stored) {
            if (m.role() == Role.SUMMARY) {
                continue;
            }
            if (m.role() == Role.USER) {
                lastQuery = m.text();
                out.add(MessageViewModel.of(m, lastQuery, List.of()));
                continue;
            }
            List<RecalledChip> chips = new ArrayList<>();
            for (int i = 0; i < m.recalledIds().size(); i++) {
                Memory mem = byId.get(m.recalledIds().get(i));
                if (mem != null) {
                    chips.add(new RecalledChip(mem.id(), RecalledChip.excerpt(mem.text()), i + 1, lastQuery,
                            m.id()));
                }
            }
            out.add(MessageViewModel.of(m, lastQuery, chips));
        }
        return out;
    }

    private static List<RecalledChip> chips(List<Recalled> recalled, String query, long answerId) {
        return recalled.stream()
                .map(r -> new RecalledChip(r.memory().id(), RecalledChip.excerpt(r.memory().text()), r.rank(), query,
                        answerId))
                .toList();
    }

    private Instant now() {
        return chat.memories().now();
    }

    private int indexOf(long id) {
        for (int i = 0; i < conversations.size(); i++) {
            if (conversations.get(i).id() == id) {
                return i;
            }
        }
        return -1;
    }

    static final String NEW_TITLE = "New conversation";

    static String titleFor(String text) {
        String line = text.strip().replaceAll("\\s+", " ");
        return line.length() <= 40 ? line : line.substring(0, 39) + "…";
    }

    /** Called with each finished turn (the browser and score pane refresh). */
    public void addTurnListener(Consumer<TurnResult> listener) {
        turnListeners.add(listener);
    }

    /** What happens when a recalled-memory chip is clicked. */
    public void setChipHandler(Consumer<RecalledChip> handler) {
        this.chipHandler = handler;
    }

    public void chooseChip(RecalledChip chip) {
        chipHandler.accept(chip);
    }

    public ObservableList<Conversation> conversations() {
        return conversationsView;
    }

    public ObjectProperty<Conversation> selectedConversationProperty() {
        return selectedConversation;
    }

    public ObservableList<MessageViewModel> messages() {
        return messagesView;
    }

    public StringProperty inputProperty() {
        return input;
    }

    public ReadOnlyObjectProperty<State> stateProperty() {
        return state.getReadOnlyProperty();
    }

    public State getState() {
        return state.get();
    }

    public ReadOnlyStringProperty inputErrorProperty() {
        return inputError.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty errorMessageProperty() {
        return errorMessage.getReadOnlyProperty();
    }

    public BooleanBinding canSendBinding() {
        return canSend;
    }

    public BooleanBinding busyBinding() {
        return busy;
    }

    private record Turn(Conversation conversation, TurnResult result) {
    }
}
