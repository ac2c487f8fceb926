package org.memoryjournal.ui.settings;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;

import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.stage.Stage;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.memoryjournal.ui.testing.TestServices;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

@ExtendWith(ApplicationExtension.class)
class SettingsViewUiTest {
    @TempDir
    Path dir;
    private TestServices services;

    @Start
    void start(Stage stage) throws Exception {
        services = new TestServices(dir);
        SettingsView view = new SettingsView(new SettingsViewModel(services.settings, services.ui.executor()));
        stage.setScene(new Scene(view, 640, 600));
        stage.show();
    }

    @Test
    void aBadUrlIsRefusedWithAMessageNextToTheField(FxRobot robot) {
        robot.clickOn("#base-url-field").write("localhost:11434");

        Label error = robot.lookup("#base-url-error").query();
        assertThat(error.isVisible()).isTrue();
        assertThat(error.getText()).contains("http://");

        robot.clickOn("#settings-save");
        assertThat(robot.lookup("#settings-status").queryLabeled().getText()).contains("not valid");
        assertThat(services.settings.value("base_url")).isEmpty();

        robot.clickOn("#base-url-field").eraseText(15).write("http://localhost:11434");
        assertThat(error.isVisible()).isFalse();
    }

    @Test
    void normalisationAndHalfLivesReadAsWordsWithUnitsNotInternals(FxRobot robot) {
        services.settings.savePolicy(org.memoryjournal.memory.RetrievalPolicy.defaults());
        SettingsViewModel model = new SettingsViewModel(services.settings, services.ui.executor());
        SettingsView view = new SettingsView(model);
        robot.interact(() -> {
            model.load();
            robot.window(0).getScene().setRoot(view);
        });

        javafx.scene.control.ComboBox<org.memoryjournal.memory.Normalisation> box =
                robot.lookup("#normalisation-box").queryComboBox();
        // What the box shows for its value (and each choice in its list).
        assertThat(box.getConverter().toString(box.getValue())).startsWith("Bounded (0–1").doesNotContain("BOUNDED");
        assertThat(robot.lookup("#decay-semantic-field").queryTextInputControl().getText()).isEqualTo("2888");
        assertThat(robot.lookup("#half-life-words").queryLabeled().getText())
                .isEqualTo("episodic 180 days (about 6 months) · semantic 2,888 days (about 7.9 years)"
                        + " · procedural never");
    }

    @Test
    void aNarrowDialogKeepsEveryFieldInItsWidthInsteadOfScrollingSideways(FxRobot robot) {
        Stage stage = (Stage) robot.window(0);
        robot.interact(() -> {
            stage.setWidth(480);
            stage.setHeight(460);
        });
        robot.interact(() -> { });

        javafx.scene.control.ScrollPane scroll = robot.lookup(".scroll-pane").queryAs(
                javafx.scene.control.ScrollPane.class);
        double viewport = scroll.getViewportBounds().getWidth();
        assertThat(scroll.getContent().getLayoutBounds().getWidth()).as("the form fits the window's width")
                .isLessThanOrEqualTo(viewport + 0.5);
        for (String id : java.util.List.of("#weight-relevance-field", "#weight-recency-field",
                "#weight-importance-field", "#decay-episodic-field", "#decay-semantic-field",
                "#decay-procedural-field", "#fetch-models-button")) {
            javafx.scene.Node field = robot.lookup(id).query();
            double right = scroll.getContent().sceneToLocal(field.localToScene(field.getLayoutBounds())).getMaxX();
            assertThat(right).as(id + " ends inside the window").isLessThanOrEqualTo(viewport + 0.5);
            assertThat(field.getLayoutBounds().getWidth()).as(id + " is not squeezed away").isGreaterThan(40);
        }
    }
}
