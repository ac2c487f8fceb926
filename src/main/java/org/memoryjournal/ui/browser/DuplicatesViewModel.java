package org.memoryjournal.ui.browser;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;

import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import org.memoryjournal.chat.Duplicates;
import org.memoryjournal.memory.Memory;
import org.memoryjournal.ui.BackgroundTask;
import org.memoryjournal.ui.TaskExecutor;

/**
 * "Find duplicates…": looks for memories that say the same thing (in the background), lists each group with
 * how alike they are, and merges only the groups the user ticked, each keeping the text the user picked.
 * Closing without merging changes nothing.
 */
public final class DuplicatesViewModel {
    /** What the dialog is doing. */
    public enum State { SEARCHING, FOUND, NONE, MERGING, FAILED }

    /** One proposed merge: its memories (oldest first), whether to merge it, and whose text to keep. */
    public static final class Proposal {
        private final List<Memory> memories;
        private final double similarity;
        private final BooleanProperty merge = new SimpleBooleanProperty(this, "merge", false);
        private final ObjectProperty<Memory> keep;

        Proposal(Duplicates.Group group) {
            this.memories = group.memories();
            this.similarity = group.similarity();
            this.keep = new SimpleObjectProperty<>(this, "keep", memories.get(0));
        }

        public List<Memory> memories() {
            return memories;
        }

        /** "96% alike". */
        public String likeness() {
            return String.format(Locale.ROOT, "%d%% alike", Math.round(Math.max(0, similarity) * 100));
        }

        /** Ticked: merge this group. */
        public BooleanProperty mergeProperty() {
            return merge;
        }

        /** The memory whose text (and id) is kept. */
        public ObjectProperty<Memory> keepProperty() {
            return keep;
        }
    }

    private final Duplicates duplicates;
    private final TaskExecutor executor;
    private final Consumer<String> merged;
    private final ObservableList<Proposal> proposals = FXCollections.observableArrayList(
            p -> new javafx.beans.Observable[] {p.mergeProperty()});
    private final ReadOnlyObjectWrapper<State> state = new ReadOnlyObjectWrapper<>(this, "state", State.SEARCHING);
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");
    private final BooleanBinding canMerge = Bindings.createBooleanBinding(
            () -> state.get() == State.FOUND && proposals.stream().anyMatch(p -> p.mergeProperty().get()),
            state, proposals);

    /** {@code merged} runs with the sentence to show after a merge (the browser reloads then). */
    DuplicatesViewModel(Duplicates duplicates, TaskExecutor executor, Consumer<String> merged) {
        this.duplicates = duplicates;
        this.executor = executor;
        this.merged = merged;
    }

    /** Looks for duplicates over the whole journal. */
    public void find() {
        proposals.clear();
        state.set(State.SEARCHING);
        message.set("Looking for memories that say the same thing…");
        executor.execute(BackgroundTask.of("Finding duplicates", u -> duplicates.find()).onSuccess(groups -> {
            proposals.setAll(groups.stream().map(Proposal::new).toList());
            if (groups.isEmpty()) {
                state.set(State.NONE);
                message.set("No duplicates found: no two memories say the same thing.");
            } else {
                state.set(State.FOUND);
                message.set((groups.size() == 1 ? "1 group of memories seems" : groups.size()
                        + " groups of memories seem") + " to say the same thing. Tick what to merge and pick the "
                        + "text to keep; nothing is merged until you press Merge.");
            }
        }).onFailure(e -> {
            state.set(State.FAILED);
            message.set(e.getMessage() == null ? "Could not look for duplicates." : e.getMessage());
        }));
    }

    /** Merges the ticked groups, each into the memory picked; returns false when none is ticked. */
    public boolean mergeTicked() {
        if (!canMerge.get()) {
            return false;
        }
        List<List<Long>> merges = new ArrayList<>();
        for (Proposal p : proposals) {
            if (p.mergeProperty().get()) {
                long keep = p.keepProperty().get().id();
                List<Long> ids = new ArrayList<>();
                ids.add(keep);
                p.memories().stream().map(Memory::id).filter(id -> id != keep).forEach(ids::add);
                merges.add(ids);
            }
        }
        state.set(State.MERGING);
        message.set("Merging…");
        executor.execute(BackgroundTask.of("Merging duplicates", u -> {
            int gone = 0;
            for (List<Long> ids : merges) {
                duplicates.merge(ids.get(0), ids.subList(1, ids.size()));
                gone += ids.size() - 1;
            }
            return gone;
        }).onSuccess(gone -> {
            String sentence = merges.size() == 1
                    ? "Merged " + (gone + 1) + " memories into #" + merges.get(0).get(0) + "."
                    : "Merged " + merges.size() + " groups; " + gone + " duplicate memories are gone.";
            proposals.clear();
            state.set(State.NONE);
            message.set(sentence);
            merged.accept(sentence);
        }).onFailure(e -> {
            state.set(State.FAILED);
            message.set(e.getMessage() == null ? "Could not merge the duplicates; nothing was changed." : e.getMessage());
            merged.accept("");
        }));
        return true;
    }

    public ObservableList<Proposal> proposals() {
        return proposals;
    }

    public ReadOnlyObjectProperty<State> stateProperty() {
        return state.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    public BooleanBinding canMergeBinding() {
        return canMerge;
    }
}
