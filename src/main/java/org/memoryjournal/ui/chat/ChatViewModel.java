package org.memoryjournal.ui.chat;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
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
import org.memoryjournal.chat.ChatTurn;
import org.memoryjournal.chat.ConversationChanges;
import org.memoryjournal.chat.ConversationEntry;
import org.memoryjournal.chat.MessageEntry;
import org.memoryjournal.chat.StartedTurn;
import org.memoryjournal.chat.TurnStop;
import org.memoryjournal.memory.InvalidMemoryException;
import org.memoryjournal.memory.Memory;
import org.memoryjournal.memory.MemoryText;
import org.memoryjournal.ui.BackgroundTask;
import org.memoryjournal.ui.TaskExecutor;

/**
 * The chat pane's state: conversations, the open conversation's messages, the input and the turn in
 * flight. Sending stores the user's message first, then streams the answer into the last bubble; Stop
 * cancels it and keeps the partial text; an answer that failed (for any reason) keeps the user's message
 * and offers Retry, which answers the same stored message again. Turns run on their own lane, so search
 * and browsing never wait for a model; the turn's write-back is reported when it is done. What another window
 * changes in the journal's conversations shows here once no turn of this one is in flight.
 */
public final class ChatViewModel {

    /** What the pane is doing. */
    public enum State { IDLE, WAITING, STREAMING, ERROR }

    /** Asks the view to bring a message into sight; numbered, so asking for the same message again is a change. */
    public record ScrollRequest(MessageViewModel target, long number) {
    }

    private final ChatService chat;
    private final TaskExecutor executor;
    private final TaskExecutor turns;
    private final ObservableList<ConversationEntry> conversations = FXCollections.observableArrayList();
    private final ObservableList<ConversationEntry> conversationsView =
            FXCollections.unmodifiableObservableList(conversations);
    private final ObjectProperty<ConversationEntry> selectedConversation = new SimpleObjectProperty<>(this, "selected");
    private final ReadOnlyBooleanWrapper loadingMessages = new ReadOnlyBooleanWrapper(this, "loadingMessages");
    private final ObservableList<MessageViewModel> messages = FXCollections.observableArrayList();
    private final ObservableList<MessageViewModel> messagesView = FXCollections.unmodifiableObservableList(messages);
    private final StringProperty input = new SimpleStringProperty(this, "input", "");
    private final ReadOnlyObjectWrapper<State> state = new ReadOnlyObjectWrapper<>(this, "state", State.IDLE);
    private final ReadOnlyStringWrapper inputError = new ReadOnlyStringWrapper(this, "inputError", "");
    private final ReadOnlyStringWrapper errorMessage = new ReadOnlyStringWrapper(this, "errorMessage", "");
    private final ReadOnlyObjectWrapper<ScrollRequest> scrollRequest = new ReadOnlyObjectWrapper<>(this, "scroll");
    private final ReadOnlyStringWrapper notice = new ReadOnlyStringWrapper(this, "notice", "");
    private final BooleanBinding busy = state.isEqualTo(State.WAITING).or(state.isEqualTo(State.STREAMING));
    private final BooleanBinding canSend = Bindings.createBooleanBinding(
            () -> !busy.get() && input.get() != null && !input.get().isBlank(), busy, input);
    private final List<Consumer<ChatTurn>> turnListeners = new CopyOnWriteArrayList<>();
    private final List<Consumer<List<Long>>> writtenBackListeners = new CopyOnWriteArrayList<>();
    private final List<Consumer<Memory>> memoryChangeListeners = new CopyOnWriteArrayList<>();
    private final ChangesElsewhere elsewhere;
    private Consumer<RecalledChip> chipHandler = c -> { };
    private Consumer<Long> memoryOpener = id -> { };
    private TurnStop current = new TurnStop();
    /** The answer bubble of the turn in flight (null when none). */
    private MessageViewModel answering;
    /** Set while the selection changes without reloading the messages (a turn adopting its conversation). */
    private boolean switching;
    /** True once the user chose what to show (a conversation, New, or a message sent): loading then keeps it. */
    private boolean chosen;
    /** Counts what was shown; a load of messages applies only if nothing was shown or sent since it began. */
    private long shown;
    private long scrolls;

    public ChatViewModel(ChatService chat, TaskExecutor executor) {
        this.chat = chat;
        this.executor = executor;
        this.turns = executor.lane("chat");
        this.elsewhere = new ChangesElsewhere(chat, executor, new ShownHere());
        selectedConversation.addListener((o, old, now) -> {
            if (!switching) {
                chosen = true;
                notice.set("");
                loadMessages();
            }
        });
    }

    /** Loads the conversations and opens the most recent one (unless the user already chose another). */
    public void load() {
        executor.execute(BackgroundTask.of("Loading conversations", u -> chat.listConversations())
                .onSuccess(list -> {
                    List<ConversationEntry> merged = new ArrayList<>();
                    for (ConversationEntry local : conversations) {
                        if (list.stream().noneMatch(c -> c.id() == local.id())) {
                            merged.add(local); // created here while the list was read
                        }
                    }
                    merged.addAll(list);
                    conversations.setAll(merged);
                    if (!chosen) {
                        switching = true;
                        selectedConversation.set(list.isEmpty() ? null : list.get(0));
                        switching = false;
                        loadMessages();
                    }
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
        notice.set("");
        chosen = true;
        shown++;
        MessageViewModel user = MessageViewModel.pendingUser(text.strip());
        MessageViewModel answer = MessageViewModel.pendingAnswer(text.strip());
        messages.addAll(user, answer);
        scrollTo(answer);
        input.set("");
        state.set(State.WAITING);
        TurnStop stop = new TurnStop();
        current = stop;
        answering = answer;
        ConversationEntry open = selectedConversation.get();
        OptionalLong target = open == null ? OptionalLong.empty() : OptionalLong.of(open.id());
        elsewhere.turnStarted();
        turns.execute(BackgroundTask.of("Sending", u -> chat.begin(target, text))
                .onSuccess(started -> {
                    user.stored(started.userMessage());
                    answer.answers(started.userMessage().id());
                    adopt(started.conversation(), open);
                    reply(started, answer, stop);
                })
                .onFailure(e -> {
                    // Nothing was stored: keep the user's words both in the list and in the box.
                    messages.remove(answer);
                    user.failed("Not sent: " + e.getMessage());
                    if (input.get() == null || input.get().isBlank()) {
                        input.set(text);
                    }
                    errorMessage.set(e.getMessage());
                    if (current == stop) {
                        state.set(State.ERROR);
                    }
                    scrollTo(user);
                })
                .onFinished(elsewhere::turnEnded));
    }

    private void reply(StartedTurn started, MessageViewModel answer, TurnStop stop) {
        long conversationId = started.conversation().id();
        long questionId = started.userMessage().id();
        answerOn(conversationId, questionId, answer, stop, "Answering");
    }

    private void answerOn(long conversationId, long questionId, MessageViewModel answer, TurnStop stop, String title) {
        elsewhere.turnStarted();
        turns.execute(BackgroundTask.of(title, u -> chat.replyAgain(conversationId, questionId, u::publish, stop))
                .onUpdate(piece -> {
                    if (!stop.isStopped()) {
                        answer.append(piece);
                        state.set(State.STREAMING);
                    }
                })
                .onSuccess(turn -> finishTurn(answer, turn, stop))
                .onFailure(e -> {
                    if (current != stop && answering == answer) {
                        return;
                    }
                    // The user's message is stored: this is not "not sent", and Retry answers that message.
                    answer.failed(e.getMessage());
                    if (current == stop) {
                        errorMessage.set(e.getMessage());
                        state.set(State.ERROR);
                    }
                    scrollTo(answer);
                })
                .onFinished(elsewhere::turnEnded));
    }

    /**
     * Stops the answer being written (also before its first word): the model call is aborted, and the pane
     * is ready at once, whatever the background still has to finish (e.g. an embedding it cannot abort); the
     * partial text is kept and the stored answer (stopped, with Retry) replaces it when it arrives.
     */
    public void stop() {
        current.stop();
        if (busy.get()) {
            if (answering != null) {
                answering.stopped();
            }
            state.set(State.IDLE);
        }
    }

    /** Asks again for an answer that failed, was stopped or came back empty; the user's message is reused. */
    public void retry(MessageViewModel answer) {
        ConversationEntry c = selectedConversation.get();
        if (busy.get() || c == null || !answer.canRetry()) {
            return;
        }
        answer.restart();
        // As Send does: the view follows the answer being written (the click on Retry, inside the list, would
        // otherwise read as the person scrolling away, and the list would stay where the old answer began).
        scrollTo(answer);
        errorMessage.set("");
        state.set(State.WAITING);
        TurnStop stop = new TurnStop();
        current = stop;
        answering = answer;
        answerOn(c.id(), answer.questionId(), answer, stop, "Answering again");
    }

    private void finishTurn(MessageViewModel answer, ChatTurn turn, TurnStop stop) {
        if (current != stop && answering == answer) {
            return; // a stopped turn ended after the same bubble was asked again: the newer turn owns it
        }
        MessageEntry a = turn.assistantMessage();
        answer.answered(a, MessageViewModels.chips(a));
        if (current == stop) {
            errorMessage.set(turn.error().orElse(""));
            state.set(turn.failed() ? State.ERROR : State.IDLE);
            answering = null;
        }
        if (turn.failed()) {
            scrollTo(answer);
        }
        adopt(turn.conversation(), selectedConversation.get());
        turnListeners.forEach(l -> l.accept(turn));
        long userMessage = turn.userMessage().id();
        executor.whenDone(turn.writtenBack(), ids -> {
            writtenBackListeners.forEach(l -> l.accept(ids));
            showReplaced(userMessage, ids);
        });
    }

    /** Shows on the user's message the older memories its write-back replaced, if the message is still shown. */
    private void showReplaced(long userMessage, List<Long> written) {
        if (written.isEmpty()) {
            return;
        }
        executor.execute(BackgroundTask.of("Checking replaced memories", u -> chat.replacedBy(written))
                .onSuccess(notes -> {
                    if (!notes.isEmpty()) {
                        messages.stream().filter(m -> m.isUser() && m.id() == userMessage).findFirst()
                                .ifPresent(m -> m.replaced(notes));
                    }
                })
                .onFailure(e -> errorMessage.set(e.getMessage())));
    }

    /**
     * Restores an older memory that a message's write-back replaced: it is recalled again, beside the newer one; the
     * line says so, and the rest of the window hears of the change.
     */
    public void restoreReplaced(MessageViewModel message, ReplacedLine line) {
        if (line.restored()) {
            return;
        }
        long id = line.note().memoryId();
        executor.execute(BackgroundTask.of("Restoring memory", u -> chat.restoreReplaced(id))
                .onSuccess(restored -> {
                    if (restored.isEmpty()) {
                        message.gone(id); // deleted meanwhile: nothing left to restore or show
                        return;
                    }
                    message.restored(id);
                    memoryChangeListeners.forEach(l -> l.accept(restored.get()));
                })
                .onFailure(e -> errorMessage.set(e.getMessage())));
    }

    /** Opens a memory (e.g. one a message replaced) where the user can read and edit it. */
    public void openMemory(long id) {
        memoryOpener.accept(id);
    }

    /**
     * Puts a turn's conversation at the top of the list (once) with its current title, and selects it if the
     * pane still shows where the message was sent from.
     */
    private void adopt(ConversationEntry c, ConversationEntry sentFrom) {
        int at = indexOf(c.id());
        ConversationEntry selected = selectedConversation.get();
        boolean stillThere = selected == sentFrom || (selected != null && selected.id() == c.id());
        switching = true;
        try {
            if (at >= 0) {
                conversations.remove(at);
            }
            conversations.add(0, c);
            if (stillThere) {
                selectedConversation.set(c);
            }
        } finally {
            switching = false;
        }
    }

    /** Starts a new conversation: an empty pane; the conversation is stored with its first message. */
    public void newConversation() {
        if (busy.get()) {
            return;
        }
        chosen = true;
        notice.set("");
        if (selectedConversation.get() == null) {
            if (!messages.isEmpty()) {
                loadMessages();
            }
            return;
        }
        selectedConversation.set(null);
    }

    public void rename(ConversationEntry c, String title) {
        if (title == null || title.isBlank()) {
            return;
        }
        executor.execute(BackgroundTask.of("Renaming", u -> chat.renameConversation(c.id(), title))
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

    public void delete(ConversationEntry c) {
        if (busy.get()) {
            return;
        }
        executor.execute(BackgroundTask.run("Deleting conversation", () -> chat.deleteConversation(c.id()))
                .onSuccess(v -> {
                    conversations.removeIf(x -> x.id() == c.id());
                    if (selectedConversation.get() == null || selectedConversation.get().id() == c.id()) {
                        selectedConversation.set(conversations.isEmpty() ? null : conversations.get(0));
                    }
                })
                .onFailure(e -> errorMessage.set(e.getMessage())));
    }

    private void loadMessages() {
        ConversationEntry c = selectedConversation.get();
        long view = ++shown;
        messages.clear();
        if (!busy.get()) {
            state.set(State.IDLE);
            errorMessage.set("");
        }
        loadingMessages.set(c != null);
        if (c == null) {
            return;
        }
        executor.execute(BackgroundTask.of("Loading messages", u -> chat.openConversation(c.id()))
                .onSuccess(list -> {
                    if (view == shown) {
                        messages.setAll(MessageViewModels.of(list));
                        if (!messages.isEmpty()) {
                            scrollTo(messages.get(messages.size() - 1));
                        }
                    }
                })
                .onFailure(e -> errorMessage.set(e.getMessage()))
                .onFinished(() -> {
                    if (view == shown) {
                        loadingMessages.set(false);
                    }
                }));
    }

    // ---- what other windows change ---------------------------------------------------------------------

    /**
     * Another window (another process on the journal) changed these conversations: the list shows them as they are
     * now, and the open one its messages, once no turn of this window is in flight. The draft in the message box is
     * never touched, and the view keeps the person's place in the messages unless they were at the end. If the open
     * conversation was deleted there, the pane says so and starts a new one.
     */
    public void changedElsewhere(ConversationChanges changes) {
        elsewhere.changed(changes);
    }

    /** The pane as {@link ChangesElsewhere} shows what other windows changed. */
    private final class ShownHere implements ChangesElsewhere.Pane {
        @Override
        public ConversationEntry open() {
            return selectedConversation.get();
        }

        @Override
        public long shown() {
            return shown;
        }

        @Override
        public void showList(List<ConversationEntry> list) {
            ConversationEntry open = selectedConversation.get();
            switching = true;
            try {
                conversations.setAll(list);
                if (open != null) {
                    list.stream().filter(c -> c.id() == open.id()).findFirst().ifPresent(selectedConversation::set);
                }
            } finally {
                switching = false;
            }
        }

        @Override
        public void deleted(ConversationEntry open) {
            selectedConversation.set(null);
            notice.set("“" + open.title() + "” was deleted in another window; what you send now starts a new "
                    + "conversation.");
        }

        @Override
        public void showMessages(List<MessageEntry> stored) {
            List<MessageViewModel> merged = MessageViewModels.merge(messages, stored);
            if (!merged.equals(messages)) {
                messages.setAll(merged);
            }
        }
    }

    private void scrollTo(MessageViewModel m) {
        scrollRequest.set(new ScrollRequest(m, ++scrolls));
    }

    private int indexOf(long id) {
        for (int i = 0; i < conversations.size(); i++) {
            if (conversations.get(i).id() == id) {
                return i;
            }
        }
        return -1;
    }

    /** Called with each turn once its answer is stored (the score pane shows its ranking). */
    public void addTurnListener(Consumer<ChatTurn> listener) {
        turnListeners.add(listener);
    }

    /** Called with the ids of the memories a turn wrote back, once its write-back is done (the browser refreshes). */
    public void addWrittenBackListener(Consumer<List<Long>> listener) {
        writtenBackListeners.add(listener);
    }

    /** Called with a memory as it is now when the chat pane changed it (restored a replaced memory). */
    public void addMemoryChangeListener(Consumer<Memory> listener) {
        memoryChangeListeners.add(listener);
    }

    /** What opening a memory from the chat pane does (the window shows it in the browser). */
    public void setMemoryOpener(Consumer<Long> opener) {
        this.memoryOpener = opener;
    }

    /** What happens when a recalled-memory chip is clicked. */
    public void setChipHandler(Consumer<RecalledChip> handler) {
        this.chipHandler = handler;
    }

    public void chooseChip(RecalledChip chip) {
        chipHandler.accept(chip);
    }

    public ObservableList<ConversationEntry> conversations() {
        return conversationsView;
    }

    /** The open conversation; null for a new one that has no message yet. */
    public ObjectProperty<ConversationEntry> selectedConversationProperty() {
        return selectedConversation;
    }

    public ObservableList<MessageViewModel> messages() {
        return messagesView;
    }

    public StringProperty inputProperty() {
        return input;
    }

    /**
     * True while the open conversation's messages are read: its list is empty then only because it is not read yet,
     * and the pane shows no "start writing" hint over it.
     */
    public ReadOnlyBooleanProperty loadingMessagesProperty() {
        return loadingMessages.getReadOnlyProperty();
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

    /** A sentence about something another window did to what this one shows (the open conversation deleted). */
    public ReadOnlyStringProperty noticeProperty() {
        return notice.getReadOnlyProperty();
    }

    /** The person closed the notice. */
    public void dismissNotice() {
        notice.set("");
    }

    /**
     * The message the view should bring into sight: the latest when a conversation opens, the answer being written
     * (sent or retried), a failed answer.
     */
    public ReadOnlyObjectProperty<ScrollRequest> scrollRequestProperty() {
        return scrollRequest.getReadOnlyProperty();
    }

    public BooleanBinding canSendBinding() {
        return canSend;
    }

    public BooleanBinding busyBinding() {
        return busy;
    }
}
