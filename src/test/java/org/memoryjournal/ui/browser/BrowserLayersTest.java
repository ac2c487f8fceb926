package org.memoryjournal.ui.browser;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;

import org.junit.jupiter.api.Test;

/** The browser, add form, editor and score pane use the chat layer's use cases, never the store or the providers. */
class BrowserLayersTest {
    private static final JavaClasses PANES = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("org.memoryjournal.ui.browser", "org.memoryjournal.ui.scores");

    @Test
    void browserAndScorePaneImportNeitherStoreNorLlm() {
        noClasses().should().dependOnClassesThat().resideInAnyPackage("org.memoryjournal.store..",
                "org.memoryjournal.llm..").check(PANES);
    }
}
