package org.memoryjournal.app.eval;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.memoryjournal.app.eval.QueryAdapterTraining.Question;

class AuthoredQuestionCasesTest {
    private static Question question(String author, int i) {
        return new Question(author, "where is thing " + i + "?", "thing " + i + " is in the drawer",
                List.of("asked about thing " + i, "thing " + i + " went missing", "bought thing " + i));
    }

    private static List<String> oldestFirst(PersonalSuite.Case c) {
        return c.memories().stream().sorted(Comparator.comparing(PersonalSuite.Entry::at))
                .map(PersonalSuite.Entry::key).toList();
    }

    @Test
    void eachQuestionIsAJournalOfItsNotesWrittenDaysApartBeforeItIsAsked() {
        List<PersonalSuite.Case> cases = AuthoredQuestionCases.of(List.of(question("K", 1), question("K", 2),
                question("P", 3)), Map.of());

        assertThat(cases).extracting(PersonalSuite.Case::id).containsExactly("K-1", "K-2", "P-1");
        assertThat(cases).extracting(PersonalSuite.Case::set).containsExactly("K", "K", "P");
        PersonalSuite.Case first = cases.get(0);
        assertThat(first.expected()).isEqualTo(AuthoredQuestionCases.ANSWER);
        assertThat(first.question()).isEqualTo("where is thing 1?");
        assertThat(first.memories()).extracting(PersonalSuite.Entry::text).containsExactlyInAnyOrder(
                "thing 1 is in the drawer", "asked about thing 1", "thing 1 went missing", "bought thing 1");
        assertThat(first.memories()).filteredOn(e -> e.key().equals(AuthoredQuestionCases.ANSWER))
                .extracting(PersonalSuite.Entry::text).containsExactly("thing 1 is in the drawer");
        List<PersonalSuite.Entry> byTime = first.memories().stream()
                .sorted(Comparator.comparing(PersonalSuite.Entry::at)).toList();
        for (int i = 1; i < byTime.size(); i++) {
            assertThat(Duration.between(byTime.get(i - 1).at(), byTime.get(i).at()))
                    .isEqualTo(Duration.ofDays(AuthoredQuestionCases.DAYS_APART));
        }
        assertThat(byTime.get(byTime.size() - 1).at()).isBefore(first.now());
    }

    @Test
    void theOrderIsShuffledTheSameWayEveryRun() {
        List<Question> questions = java.util.stream.IntStream.range(0, 40).mapToObj(i -> question("K", i)).toList();
        List<PersonalSuite.Case> a = AuthoredQuestionCases.of(questions, Map.of());
        List<PersonalSuite.Case> b = AuthoredQuestionCases.of(questions, Map.of());

        assertThat(a.stream().map(AuthoredQuestionCasesTest::oldestFirst).toList())
                .isEqualTo(b.stream().map(AuthoredQuestionCasesTest::oldestFirst).toList());
        // Shuffled: over forty questions the answering note is not always in one place.
        assertThat(a.stream().map(c -> oldestFirst(c).indexOf(AuthoredQuestionCases.ANSWER)).distinct().count())
                .isGreaterThan(1);
    }

    @Test
    void anAuthorWritingAboutAChangeHasTheAnswerNewestAndOneWritingAboutLongAgoOldest() {
        List<Question> questions = java.util.stream.IntStream.range(0, 20)
                .mapToObj(i -> question(i % 2 == 0 ? "L" : "M", i)).toList();
        List<PersonalSuite.Case> cases = AuthoredQuestionCases.of(questions, Map.of("L", "newest", "M", "oldest"));

        for (PersonalSuite.Case c : cases) {
            List<String> order = oldestFirst(c);
            int expected = c.set().equals("L") ? order.size() - 1 : 0;
            assertThat(order.indexOf(AuthoredQuestionCases.ANSWER)).as(c.id()).isEqualTo(expected);
        }
    }

    @Test
    void theShippedQuestionsSayWhoseAnswerIsNewestOrOldest() {
        assertThat(AuthoredQuestionCases.answerOrder(QueryAdapterTraining.UNSEEN))
                .containsExactlyInAnyOrderEntriesOf(Map.of("L", "newest", "M", "oldest"));
        assertThat(AuthoredQuestionCases.answerOrder(QueryAdapterTraining.DATA))
                .containsExactlyInAnyOrderEntriesOf(Map.of("G", "newest", "H", "oldest"));
    }
}
