package org.memoryjournal.llm;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.memoryjournal.memory.ChangeCue;
import org.memoryjournal.memory.OthersThings;
import org.memoryjournal.memory.SharedWords;
import org.memoryjournal.memory.Subjects;

/**
 * The offline update rule. A new memory replaces an older one only when all four hold:
 * <ol>
 *   <li>they are about the same thing: calibrated similarity at least {@value #SAME_THING};</li>
 *   <li>the new one says that something changed ({@link ChangeCue#clearlyIn}: "sold", "switched", "no longer",
 *       "rescheduled", "these days", "instead", "quit" …; not "new" or "over" alone: "got a new cream from the GP"),
 *       says it rather than weighs it ("thinking of switching") and not that it goes on ("still on nights
 *       though");</li>
 *   <li>they are about the same people: the new one names every relative or role of the old one (sister,
 *       manager, vet …), does not give the old one's thing to someone the old one does not name
 *       ({@link OthersThings#someoneElsesInstead}) and, when the old one names people, places or things (one opening
 *       a sentence included), at least one of them. "My brother lives in Paris now" never
 *       replaces "My sister lives in Paris"; "Ana's birthday moved" never replaces "Tom's birthday is in May"; "Sam's
 *       PCP is Dr Nguyen at ARC South" never replaces "My PCP is Dr Nguyen at ARC Far West";</li>
 *   <li>they name something in common ({@link SharedWords}): similarity alone hides nothing. Tried as a new user,
 *       "im vegan now, like fully" had replaced the journal's first entry ("ok first entry. im camila, 26, doing my
 *       masters…") and "michi has kidney disease… special food forever now" had replaced "im vegan now".</li>
 * </ol>
 * Measured by {@code memory-journal eval scenarios} (look-alike pairs wrongly superseded, update pairs
 * caught); a model, when connected, judges with more sense (see {@link ModelUpdateJudge}).
 */
public final class HeuristicUpdateJudge implements UpdateJudge {
    /** The shipped similarity threshold (see {@code eval scenarios}). */
    public static final double SAME_THING = 0.55;

    /**
     * How much closer than the journal's background two memories must be (centred cosine, {@link
     * org.memoryjournal.memory.JournalMean}) for a change in one to replace the other, once the journal has one.
     */
    public static final double STANDS_OUT = 0.4;

    private final double sameThing;

    public HeuristicUpdateJudge() {
        this(SAME_THING);
    }

    /** @param sameThing calibrated similarity from which two memories count as about the same thing */
    public HeuristicUpdateJudge(double sameThing) {
        this.sameThing = sameThing;
    }

    @Override
    public Decision judge(String text, Instant at, List<Candidate> older) {
        if (!ChangeCue.clearlyIn(text)) {
            return Decision.ADD;
        }
        Set<String> relations = Subjects.relations(text);
        List<Long> replaced = new ArrayList<>();
        for (Candidate c : older) {
            if (c.similarity() < sameThing || c.at().isAfter(at)
                    || c.centred().isPresent() && c.centred().getAsDouble() < STANDS_OUT) {
                continue;
            }
            if (samePeople(c.text(), text, relations) && SharedWords.any(c.text(), text)) {
                replaced.add(c.id());
                break; // the closest one: a change replaces one earlier statement
            }
        }
        return Decision.update(replaced, "A later memory about the same thing says it changed (offline rule).");
    }

    /**
     * The new memory is about the same people as the old one: it names every relative or role the old one
     * names, it does not give the old one's thing to someone the old one does not name ("Sam's PCP"), and when the
     * old one names people, places or things, at least one of them. "My brother lives in Paris now" is not about "My
     * sister lives in Paris"; "Hélène left, Dev is my manager now" is about "My manager is Hélène Roux". A name that
     * opens the old one's sentence counts ({@link Subjects#namesWithOpeners}): "Pool shut for refurb, so I swim at the
     * lido now, Thursdays at 7" does not replace "Carmen shifted our group to Thursday lunch".
     */
    static boolean samePeople(String old, String text, Set<String> newRelations) {
        if (!newRelations.containsAll(Subjects.relations(old)) || OthersThings.someoneElsesInstead(old, text)) {
            return false;
        }
        Set<String> oldNames = Subjects.namesWithOpeners(old);
        if (oldNames.isEmpty()) {
            return true;
        }
        Set<String> newWords = Subjects.words(text);
        return oldNames.stream().anyMatch(newWords::contains);
    }
}
