package org.memoryjournal.ui.scores;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.memoryjournal.ui.browser.RealJournal.waitUntil;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import javafx.scene.Node;
import javafx.scene.control.ListView;
import javafx.scene.control.Slider;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.Region;
import javafx.stage.Stage;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.memoryjournal.chat.MemoryFilter;
import org.memoryjournal.memory.Memory;
import org.memoryjournal.memory.MemoryKind;
import org.memoryjournal.memory.RetrievalPolicy;
import org.memoryjournal.ui.browser.RealJournal;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** "Why these memories?" in the real window over a real journal: bars, what-if preview, the decay label. */
@ExtendWith(ApplicationExtension.class)
class ScorePaneUiTest {
    private RealJournal j;
    private long gardens;
    private long bakery;

    private Stage stage;

    @Start
    void start(Stage stage) throws Exception {
        this.stage = stage;
        j = new RealJournal();
        j.settings.savePolicy(RetrievalPolicy.classic());
        gardens = j.add("Ana loves botanical gardens and orchids.", MemoryKind.EPISODIC, 5, 24 * 90);
        bakery = j.add("Walked past the gardens to the bakery for bread.", MemoryKind.EPISODIC, 5, 1);
        j.add("Ana's birthday is in March.", MemoryKind.SEMANTIC, 8, 24 * 30);
        j.show(stage, 1280, 820, false);
    }

    @AfterEach
    void stop() {
        j.close();
    }

    private ListView<ScoreRowViewModel> list(FxRobot robot) {
        return robot.lookup("#score-list").queryListView();
    }

    private List<Long> ranking(FxRobot robot) {
        return list(robot).getItems().stream().map(ScoreRowViewModel::memoryId).toList();
    }

    private Map<Long, Instant> accessTimes() {
        return j.memories.list(MemoryFilter.newest(), 0, 100).stream()
                .collect(Collectors.toMap(Memory::id, Memory::lastAccessed));
    }

    private void ask(FxRobot robot, String question) throws Exception {
        robot.press(KeyCode.CONTROL, KeyCode.DIGIT2).release(KeyCode.DIGIT2, KeyCode.CONTROL);
        robot.clickOn("#score-query").write(question).type(KeyCode.ENTER);
        waitUntil(() -> list(robot).getItems().size() >= 2);
    }

    @Test
    void eachRankedMemoryShowsItsThreeBarsAndTotal(FxRobot robot) throws Exception {
        ask(robot, "botanical gardens orchids");

        ScoreRowViewModel top = list(robot).getItems().get(0);
        Node firstCard = robot.lookup("#score-list .mj-score-row").query();
        assertThat(robot.from(firstCard).lookup("#score-text").queryLabeled().getText()).isEqualTo(top.text());
        assertThat(robot.from(firstCard).lookup("#score-total").queryLabeled().getText())
                .isEqualTo(String.format(java.util.Locale.ROOT, "%.2f", top.breakdown().total()));
        Region relevance = robot.from(firstCard).lookup(".mj-bar-relevance").match(n -> !n.getStyleClass()
                .contains("mj-bar-weighted")).query();
        Region recency = robot.from(firstCard).lookup(".mj-bar-recency").match(n -> !n.getStyleClass()
                .contains("mj-bar-weighted")).query();
        assertThat(relevance.getWidth()).isCloseTo(ScoreCell.BAR * top.breakdown().relevance(), within(1.5));
        assertThat(recency.getWidth()).isCloseTo(ScoreCell.BAR * top.breakdown().recency(), within(1.5));
        assertThat(robot.lookup("#ranking-source").queryLabeled().getText())
                .startsWith("What-if preview with these weights, ranked now; nothing is touched");
    }

    @Test
    void movingASliderReranksAsAPreviewWithoutTouchingOrSaving(FxRobot robot) throws Exception {
        Map<Long, Instant> before = accessTimes();
        ask(robot, "gardens");
        assertThat(ranking(robot).get(0)).isEqualTo(bakery);
        Slider recency = robot.lookup("#recency-slider").query();

        robot.interact(() -> recency.setValue(0));

        waitUntil(() -> ranking(robot).get(0) == gardens);
        assertThat(robot.lookup("#rank-change").match(n -> ((javafx.scene.control.Labeled) n).getText()
                .startsWith("↑")).tryQuery()).isPresent();
        assertThat(accessTimes()).isEqualTo(before);
        assertThat(j.settings.policy().weights().recency()).isEqualTo(RetrievalPolicy.classic().weights().recency());

        robot.clickOn("#use-weights-button");
        waitUntil(() -> j.settings.policy().weights().recency() == 0);
    }

    @Test
    void anInsightRankedBelowTheMemoryItWasDrawnFromSaysSo(FxRobot robot) throws Exception {
        j.settings.savePolicy(RetrievalPolicy.defaults());
        long source = j.add("Dr Malhotra at Hillview took me on as my GP.", MemoryKind.EPISODIC, 5, 24 * 20);
        // Closer to the question in words than the memory it was drawn from.
        long insight = j.memories.remember(org.memoryjournal.chat.MemoryService.Draft.of(
                "Regularly, GP doctor visits; usually: my GP doctor", org.memoryjournal.memory.MemorySource.REFLECTION)
                .withKind(MemoryKind.SEMANTIC).withImportance(5).at(RealJournal.NOW.minusSeconds(3600))).id();
        j.journal.memories().linkEvidence(insight, List.of(source));

        ask(robot, "Who is my GP doctor?");
        robot.interact(() -> {
            robot.lookup("#recency-slider").<Slider>query().setValue(0.1);
            robot.lookup("#importance-slider").<Slider>query().setValue(0.1);
        });

        waitUntil(() -> ranking(robot).indexOf(insight) == ranking(robot).indexOf(source) + 1
                && !robot.lookup("#below-source").queryAll().isEmpty());
        ScoreRowViewModel row = list(robot).getItems().get(ranking(robot).indexOf(insight));
        assertThat(row.breakdown().loweredFor()).isEqualTo(org.memoryjournal.memory.LoweredFor.SOURCE);
        assertThat(row.breakdown().outdatedBy()).isEqualTo(source);
        int sourceRank = ranking(robot).indexOf(source) + 1;
        assertThat(robot.lookup("#below-source").queryLabeled().getText())
                .isEqualTo(ScoreNotes.belowSource(row.breakdown().outdated(), java.util.OptionalInt.of(sourceRank)))
                .contains("below #" + sourceRank + ", which it was drawn from");
        assertThat(robot.lookup("#outdated").queryAll()).isEmpty();
    }

    @Test
    void aMemoryThatANewerOneReplacedSaysWhereItWentAndWhy(FxRobot robot) throws Exception {
        j.settings.savePolicy(RetrievalPolicy.defaults());
        // The old statement matches the question more closely; the newer one says the car changed.
        long focus = j.add("My car is a Ford Focus.", MemoryKind.SEMANTIC, 5, 24 * 300);
        long kia = j.add("Sold the Ford Focus, so my car is a Kia these days.", MemoryKind.EPISODIC, 5, 24 * 10);

        ask(robot, "Is my car a Ford Focus?");
        // The sliders were set from the classic policy this window opened with: the default's weights and decay.
        robot.interact(() -> {
            robot.lookup("#recency-slider").<Slider>query().setValue(0.1);
            robot.lookup("#importance-slider").<Slider>query().setValue(0.1);
            robot.lookup("#decay-slider").<Slider>query().setValue(Math.log10(180 * 24));
        });

        waitUntil(() -> ranking(robot).indexOf(focus) == ranking(robot).indexOf(kia) + 1
                && !robot.lookup("#outdated").queryAll().isEmpty());
        ScoreRowViewModel old = list(robot).getItems().get(ranking(robot).indexOf(focus));
        assertThat(old.breakdown().outdatedBy()).isEqualTo(kia);
        int newerRank = ranking(robot).indexOf(kia) + 1;
        assertThat(robot.lookup("#outdated").queryLabeled().getText())
                .isEqualTo(ScoreNotes.outdated(old.breakdown().outdated(), java.util.OptionalInt.of(newerRank),
                        old.breakdown().loweredFor()))
                .contains("below #" + newerRank + ", newer");
        // The newer one answers what the old one was found for: its bar shows that relevance, and says whose.
        ScoreRowViewModel newer = list(robot).getItems().get(ranking(robot).indexOf(kia));
        assertThat(newer.breakdown().relevanceOf()).isEqualTo(focus);
        assertThat(newer.breakdown().relevance()).isEqualTo(old.breakdown().relevance());
        assertThat(robot.lookup("#relevance-of").queryLabeled().getText()).contains("My car is a Ford Focus.");
    }

    @Test
    void aStandingInstructionFoundForAQuestionAboutBehaviourSaysWhyAndNotThatItMatchedATime(FxRobot robot)
            throws Exception {
        j.settings.savePolicy(RetrievalPolicy.defaults());
        long call = j.add("Always call me Sam, never Samuel.", MemoryKind.PROCEDURAL, 8, 24 * 40);

        ask(robot, "What should you call me?");
        waitUntil(() -> ranking(robot).contains(call) && !robot.lookup("#question-fit").queryAll().isEmpty());

        ScoreRowViewModel row = list(robot).getItems().get(ranking(robot).indexOf(call));
        assertThat(row.breakdown().questionFit()).isEqualTo(RetrievalPolicy.defaults().adjustments().instructionBoost());
        assertThat(robot.lookup("#question-fit").queryLabeled().getText())
                .isEqualTo("+0.50 a standing instruction, which the question asks for");
        assertThat(robot.lookup("#time-match").queryAll()).isEmpty();
    }

    @Test
    void aMemoryAboutSomeoneElsesThingSaysItsRelevanceWasLowered(FxRobot robot) throws Exception {
        j.settings.savePolicy(RetrievalPolicy.defaults());
        long jaden = j.add("Jaden passed his theory test, 44 out of 50.", MemoryKind.EPISODIC, 5, 24 * 3);
        long mine = j.add("Passed my theory test! 47 out of 50.", MemoryKind.EPISODIC, 5, 24 * 3);

        robot.press(KeyCode.CONTROL, KeyCode.DIGIT2).release(KeyCode.DIGIT2, KeyCode.CONTROL);
        robot.clickOn("#score-query").write("What did I score on my theory test?").type(KeyCode.ENTER);
        waitUntil(() -> ranking(robot).contains(jaden) && ranking(robot).contains(mine)
                && !robot.lookup("#someone-elses").queryAll().isEmpty());

        assertThat(ranking(robot).indexOf(mine)).isLessThan(ranking(robot).indexOf(jaden));
        assertThat(list(robot).getItems().get(ranking(robot).indexOf(jaden)).breakdown().someoneElses()).isTrue();
        assertThat(list(robot).getItems().get(ranking(robot).indexOf(mine)).breakdown().someoneElses()).isFalse();
        assertThat(robot.lookup("#someone-elses").queryAll()).hasSize(1);
        assertThat(robot.lookup("#someone-elses").queryLabeled().getText())
                .isEqualTo("relevance ×0.6: about someone else's, and the question asks about yours");
    }

    @Test
    void aQuestionAskedBeforeSaysItIsNoAnswer(FxRobot robot) throws Exception {
        j.settings.savePolicy(RetrievalPolicy.defaults());
        long asked = j.add("Which flowers does Ana love?", MemoryKind.EPISODIC, 5, 2);

        ask(robot, "Which flowers does Ana love most?");
        waitUntil(() -> ranking(robot).contains(asked) && !robot.lookup("#asked-only").queryAll().isEmpty());

        ScoreRowViewModel row = list(robot).getItems().get(ranking(robot).indexOf(asked));
        assertThat(row.breakdown().askedOnly()).isTrue();
        assertThat(list(robot).getItems()).filteredOn(r -> r.memoryId() != asked)
                .allSatisfy(r -> assertThat(r.breakdown().askedOnly()).isFalse());
        assertThat(robot.lookup("#asked-only").queryAll()).hasSize(1);
        assertThat(robot.lookup("#asked-only").queryLabeled().getText())
                .isEqualTo("relevance ×0.5: a question you asked, not an answer");
    }

    @Test
    void aNoteFoundByOneOfItsPassagesQuotesThatSentenceUnderItsBars(FxRobot robot) throws Exception {
        j.settings.savePolicy(RetrievalPolicy.defaults());
        long week = j.add("Long week at work. The quarterly report finally went out on Friday. At Tom's café I get "
                + "a soy chai latte now.", MemoryKind.EPISODIC, 5, 24 * 3);
        long chairs = j.add("Tom's café has new chairs.", MemoryKind.EPISODIC, 5, 24 * 3);

        robot.press(KeyCode.CONTROL, KeyCode.DIGIT2).release(KeyCode.DIGIT2, KeyCode.CONTROL);
        robot.clickOn("#score-query").write("soy chai latte at Tom's café").type(KeyCode.ENTER);
        waitUntil(() -> ranking(robot).contains(week) && !robot.lookup("#passage").queryAll().isEmpty());

        ScoreRowViewModel row = list(robot).getItems().get(ranking(robot).indexOf(week));
        assertThat(row.breakdown().passage()).isEqualTo(2);
        assertThat(list(robot).getItems().get(ranking(robot).indexOf(chairs)).breakdown().passage()).isZero();
        assertThat(robot.lookup("#passage").queryAll()).hasSize(1);
        assertThat(robot.lookup("#passage").queryLabeled().getText())
                .isEqualTo("relevance of its passage “At Tom's café I get a soy chai latte now.”");
    }

    @Test
    void aReplacementFoundByTheMemoryItReplacedQuotesIt(FxRobot robot) throws Exception {
        j.settings.savePolicy(RetrievalPolicy.defaults());
        long golf = j.add("I drive a Golf.", MemoryKind.SEMANTIC, 5, 24 * 300);
        long sold = j.add("Sold it to a lad from Leeds, cycling everywhere now.", MemoryKind.EPISODIC, 5, 24 * 10);
        j.memories.repository().supersede(golf, sold, "sold the car");

        robot.press(KeyCode.CONTROL, KeyCode.DIGIT2).release(KeyCode.DIGIT2, KeyCode.CONTROL);
        robot.clickOn("#score-query").write("What car do I drive?").type(KeyCode.ENTER);
        waitUntil(() -> ranking(robot).contains(sold) && !robot.lookup("#relevance-of").queryAll().isEmpty());

        ScoreRowViewModel row = list(robot).getItems().get(ranking(robot).indexOf(sold));
        assertThat(ranking(robot)).doesNotContain(golf);
        assertThat(row.breakdown().relevanceOf()).isEqualTo(golf);
        assertThat(row.replaced()).isEqualTo("I drive a Golf.");
        assertThat(robot.lookup("#relevance-of").queryLabeled().getText())
                .isEqualTo("relevance of the memory this one replaced: “I drive a Golf.”");
    }

    @Test
    void onAShortWindowTheRankingKeepsTheRoomAndTheCurvesStepAside(FxRobot robot) throws Exception {
        ask(robot, "botanical gardens orchids");
        Region chart = robot.lookup("#recency-chart").query();
        Region ranking = robot.lookup("#score-list").query();
        assertThat(chart.isVisible()).isTrue();

        robot.interact(() -> stage.setHeight(600));

        waitUntil(() -> !chart.isVisible());
        assertThat(ranking.getHeight()).isGreaterThanOrEqualTo(200);
        assertThat(robot.lookup("#bars-key").query().isVisible()).isFalse();
        assertThat(list(robot).getTooltip().getText()).startsWith("Bars: pale = raw signal");
        robot.interact(() -> stage.setHeight(820));
        waitUntil(chart::isVisible);
    }

    @Test
    void atTheSmallestWindowEveryCardFitsThePaneWithItsTotalAndSameScaleBars(FxRobot robot) throws Exception {
        robot.interact(() -> {
            stage.setWidth(org.memoryjournal.ui.main.WindowPlacement.MIN_WIDTH);
            stage.setHeight(org.memoryjournal.ui.main.WindowPlacement.MIN_HEIGHT);
        });
        ask(robot, "botanical gardens orchids");
        ListView<ScoreRowViewModel> scores = list(robot);
        waitUntil(() -> !robot.lookup("#score-list .mj-score-row").queryAll().isEmpty());
        double right = scores.localToScene(scores.getBoundsInLocal()).getMaxX();
        for (Node card : robot.lookup("#score-list .mj-score-row").queryAll()) {
            assertThat(card.localToScene(card.getBoundsInLocal()).getMaxX()).isLessThanOrEqualTo(right);
        }
        assertThat(RealJournal.ellipses(scores)).isEmpty();
        List<Double> tracks = robot.lookup("#score-list .mj-bar-track").queryAll().stream()
                .map(n -> ((Region) n).getWidth()).distinct().toList();
        assertThat(tracks).hasSize(1);
        assertThat(tracks.get(0)).isLessThan(ScoreCell.BAR).isGreaterThanOrEqualTo(ScoreCell.MIN_BAR);
    }

    @Test
    void theDecayLabelShowsTheWholeHalfLife(FxRobot robot) throws Exception {
        robot.press(KeyCode.CONTROL, KeyCode.DIGIT2).release(KeyCode.DIGIT2, KeyCode.CONTROL);
        Slider decay = robot.lookup("#decay-slider").query();

        robot.interact(() -> decay.setValue(Math.log10(180 * 24)));

        assertThat(robot.lookup("#half-life-label").queryLabeled().getText()).isEqualTo("half-life 180.0 days");
        assertThat(RealJournal.ellipses((javafx.scene.Parent) robot.lookup("#half-life-label").query().getParent()))
                .isEmpty();
        robot.interact(() -> decay.setValue(decay.getMax()));
        assertThat(robot.lookup("#half-life-label").queryLabeled().getText()).isEqualTo("no decay");
    }

    /** Every memory's last access and the change feed's newest number, read from the SQLite file itself. */
    private List<String> fileState() throws Exception {
        List<String> out = new java.util.ArrayList<>();
        try (java.sql.Connection c = java.sql.DriverManager.getConnection("jdbc:sqlite:" + j.dir.resolve("journal.db"));
             java.sql.Statement st = c.createStatement();
             java.sql.ResultSet rs = st.executeQuery("SELECT id, last_accessed_s, last_accessed_ns, "
                     + "(SELECT max(seq) FROM memory_changes) FROM memories ORDER BY id")) {
            while (rs.next()) {
                out.add(rs.getLong(1) + ":" + rs.getLong(2) + "." + rs.getLong(3) + " feed " + rs.getLong(4));
            }
        }
        return out;
    }

    @Test
    void rankingAsOfAnEarlierMomentSaysSoOnScreenAndTouchesNothingInTheFile(FxRobot robot) throws Exception {
        List<String> before = fileState();
        assertThat(before).hasSize(3);
        ask(robot, "gardens");
        assertThat(ranking(robot).get(0)).isEqualTo(bakery);
        assertThat(RealJournal.shown(robot.lookup("#as-of-banner").query())).isFalse();

        // An hour after the gardens memory was written, 90 days ago; the bakery one did not exist yet.
        robot.clickOn("#as-of-field").write("2025-12-10 10:00").type(KeyCode.ENTER);

        waitUntil(() -> ranking(robot).get(0) == gardens);
        Node banner = robot.lookup("#as-of-banner").query();
        assertThat(RealJournal.shown(banner)).isTrue();
        assertThat(((javafx.scene.control.Labeled) banner).getText()).startsWith("As of Wed 10 Dec 2025, 10:00:");
        assertThat(robot.lookup("#ranking-source").queryLabeled().getText())
                .startsWith("What-if preview with these weights, ranked as of Wed 10 Dec 2025, 10:00; nothing is touched");
        assertThat(RealJournal.ellipses((javafx.scene.Parent) robot.lookup("#score-pane").query())).isEmpty();
        assertThat(fileState()).isEqualTo(before);

        // Typing replaces the whole entry (where the click puts the caret does not matter).
        robot.clickOn("#as-of-field");
        robot.interact(() -> robot.lookup("#as-of-field").queryTextInputControl().selectAll());
        robot.write("next blursday").type(KeyCode.ENTER);

        waitUntil(() -> RealJournal.shown(robot.lookup("#as-of-error").query()));
        assertThat(robot.lookup("#as-of-error").queryLabeled().getText())
                .startsWith("“next blursday” is not a date I understand.");
        assertThat(list(robot).getItems()).isEmpty();
        assertThat(RealJournal.shown(robot.lookup("#as-of-banner").query())).isFalse();

        robot.clickOn("#as-of-now-button");

        waitUntil(() -> !list(robot).getItems().isEmpty() && ranking(robot).get(0) == bakery);
        assertThat(RealJournal.shown(robot.lookup("#as-of-error").query())).isFalse();
        assertThat(robot.lookup("#as-of-field").queryTextInputControl().getText()).isEmpty();
        assertThat(fileState()).isEqualTo(before);
    }

    @Test
    void atEightHundredByFiveHundredARankedCardShowsInsideTheWindowAndTheRankingScrolls(FxRobot robot)
            throws Exception {
        for (int i = 0; i < 8; i++) {
            j.add("Visited the botanical gardens again, visit " + i + ".", MemoryKind.EPISODIC, 5, 24 * (i + 2));
        }
        robot.interact(() -> {
            stage.setWidth(800);
            stage.setHeight(500);
        });
        ask(robot, "botanical gardens orchids");
        robot.clickOn("#as-of-field").write("2026-03-05").type(KeyCode.ENTER); // the long as-of banner shows too
        waitUntil(() -> RealJournal.shown(robot.lookup("#as-of-banner").query())
                && !robot.lookup("#score-list .mj-score-row").queryAll().isEmpty());

        ListView<ScoreRowViewModel> scores = list(robot);
        javafx.geometry.Bounds window = new javafx.geometry.BoundingBox(0, 0, stage.getScene().getWidth(),
                stage.getScene().getHeight());
        javafx.geometry.Bounds shownList = scores.localToScene(scores.getBoundsInLocal());
        assertThat(shownList.getMaxY()).as("the ranking ends inside the window").isLessThanOrEqualTo(window.getMaxY());
        javafx.geometry.Bounds card = robot.lookup("#score-list .mj-score-row").queryAll().stream()
                .filter(Node::isVisible).map(n -> n.localToScene(n.getBoundsInLocal()))
                .min(java.util.Comparator.comparingDouble(javafx.geometry.Bounds::getMinY)).orElseThrow();
        assertThat(window.contains(card)).as("the first card " + card + " lies in the window " + window).isTrue();
        assertThat(card.getMaxY()).as("and in the ranking's own view").isLessThanOrEqualTo(shownList.getMaxY() + 1);
        javafx.scene.control.ScrollBar bar = robot.from(scores).lookup(".scroll-bar").match(n ->
                ((javafx.scene.control.ScrollBar) n).getOrientation() == javafx.geometry.Orientation.VERTICAL).query();
        assertThat(bar.isVisible()).as("the ranking scrolls to the others").isTrue();
    }

    @Test
    void theWeightLabelsShowTheWeightsTheAnswersRankingUsedNotTheSliders(FxRobot robot) throws Exception {
        j.settings.savePolicy(RetrievalPolicy.defaults());
        j.add("Got promoted to senior analyst!", MemoryKind.EPISODIC, 9, 24 * 2);
        robot.interact(() -> j.viewModel.scores().resetToSettings());
        double slider = RetrievalPolicy.defaults().weights().importance();
        long conversation = j.journal.conversations().create("t", RealJournal.NOW).id();
        org.memoryjournal.chat.TurnResult turn = j.chat.send(conversation, "Anything big happen lately?",
                t -> { }, new org.memoryjournal.llm.Cancellation());
        assertThat(turn.recalled()).isNotEmpty();
        org.memoryjournal.memory.ScoreBreakdown top = turn.recalled().get(0).breakdown();
        double used = top.weightedImportance() / top.importance();
        assertThat(used).as("the ranking weighed this question its own way").isGreaterThan(slider + 0.1);

        robot.press(KeyCode.CONTROL, KeyCode.DIGIT2).release(KeyCode.DIGIT2, KeyCode.CONTROL);
        robot.interact(() -> j.viewModel.scores().showAnswer(turn.assistantMessage().id(),
                "Anything big happen lately?", 0));
        waitUntil(() -> robot.lookup("#ranking-source").queryLabeled().getText().startsWith("As used"));

        String label = String.format(java.util.Locale.ROOT, "× %.2f (slider %.2f)", used, slider);
        assertThat(robot.lookup("#importance-weight-label").queryLabeled().getText()).isEqualTo(label);
        assertThat(robot.lookup("#ranking-source").queryLabeled().getText())
                .contains(String.format(java.util.Locale.ROOT, "/ %.2f)", used));
        // The solid importance bar of the top card is its weighted part on the scale of the weights used.
        Node firstCard = robot.lookup("#score-list .mj-score-row").query();
        Region solid = robot.from(firstCard).lookup(".mj-bar-importance").match(n -> n.getStyleClass()
                .contains("mj-bar-weighted")).query();
        double full = ScoreCell.barWidth(list(robot).getWidth());
        double scale = Math.max(1, Math.max(used, top.weightedRelevance() / top.relevance()));
        assertThat(solid.getWidth()).isCloseTo(full * Math.min(1, top.weightedImportance() / scale), within(1.5));

        // The what-if preview weighs the question the same way, and its labels say so too.
        robot.interact(() -> j.viewModel.scores().show("Anything big happen lately?", 0));
        waitUntil(() -> robot.lookup("#ranking-source").queryLabeled().getText().startsWith("What-if"));
        assertThat(robot.lookup("#importance-weight-label").queryLabeled().getText()).isEqualTo(label);
        assertThat(robot.lookup("#ranking-source").queryLabeled().getText()).contains("this question was weighed");
    }
}
