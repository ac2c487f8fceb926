package org.memoryjournal.ui;

import static org.assertj.core.api.Assertions.assertThat;

import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.text.Text;
import javafx.stage.Stage;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.memoryjournal.ui.browser.RealJournal;
import org.memoryjournal.ui.testing.VisualAudit;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * A disabled button (Send with nothing typed) is readable in both themes — its text meets WCAG AA against its own
 * fill, with nothing faded — and still plainly not the enabled button: another fill.
 */
@ExtendWith(ApplicationExtension.class)
class DisabledButtonsUiTest {
    private RealJournal j;
    private Stage stage;

    @Start
    void start(Stage stage) throws Exception {
        this.stage = stage;
        j = new RealJournal();
    }

    @AfterEach
    void stop() {
        j.close();
    }

    @Test
    void aDisabledButtonIsReadableButPlainlyOffInTheDarkTheme(FxRobot robot) throws Exception {
        readableButOff(robot, true);
    }

    @Test
    void aDisabledButtonIsReadableButPlainlyOffInTheLightTheme(FxRobot robot) throws Exception {
        readableButOff(robot, false);
    }

    private void readableButOff(FxRobot robot, boolean dark) throws Exception {
        robot.interact(() -> j.show(stage, 1280, 820, dark));
        Button send = robot.lookup("#send-button").queryButton();
        RealJournal.waitUntil(send::isDisabled);

        assertThat(opacity(send)).as("faded").isGreaterThan(0.99);
        Text text = robot.from(send).lookup(".text").query();
        Color fill = (Color) text.getFill();
        double contrast = VisualAudit.ratio(fill, VisualAudit.backgroundBehind(text));
        assertThat(contrast).as("contrast of the disabled button's text").isGreaterThanOrEqualTo(4.5);
        Color off = fillOf(send);

        robot.clickOn("#message-input").write("Hello");
        RealJournal.waitUntil(() -> !send.isDisabled());

        assertThat(fillOf(send)).as("the enabled button's fill").isNotEqualTo(off);
    }

    private static double opacity(Node n) {
        double o = 1;
        for (Node p = n; p != null; p = p.getParent()) {
            o *= p.getOpacity();
        }
        return o;
    }

    private static Color fillOf(Region r) {
        var fills = r.getBackground().getFills();
        return (Color) fills.get(fills.size() - 1).getFill();
    }
}
