package org.memoryjournal.ui;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;

import org.junit.jupiter.api.Test;

/** The MVVM rules of STYLE.md for the UI packages. */
class UiArchitectureTest {
    private static final JavaClasses UI = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("org.memoryjournal.ui");

    @Test
    void viewModelsNeverTouchSceneClassesPlatformOrViews() {
        noClasses().that().haveSimpleNameEndingWith("ViewModel")
                .or().haveSimpleNameEndingWith("ViewModelTest")
                .or().haveSimpleName("PagedRows").or().haveSimpleName("Preset")
                .or().haveSimpleName("RecalledChip")
                .should().dependOnClassesThat().resideInAnyPackage("javafx.scene..", "javafx.stage..")
                .orShould().dependOnClassesThat().haveFullyQualifiedName("javafx.application.Platform")
                .orShould().dependOnClassesThat().haveSimpleNameEndingWith("View")
                .check(UI);
    }

    @Test
    void theUiUsesTheServiceLayerNotTheDatabaseDirectly() {
        noClasses().should().dependOnClassesThat().resideInAnyPackage("java.sql..", "org.sqlite..", "okhttp3..")
                .check(UI);
    }

    /** The UI reaches the layers below only through {@code chat}: no class of {@code ui} imports them. */
    @Test
    void theUiImportsNeitherStoreNorLlmNorSettingsFiles() {
        noClasses().should().dependOnClassesThat().resideInAnyPackage("org.memoryjournal.store..",
                        "org.memoryjournal.llm..", "org.memoryjournal.settings..")
                .check(UI);
    }

    @Test
    void coloursAndSpacingComeFromTheStylesheetsNotInlineStyles() {
        // Any owner: a call on HBox or Label compiles to HBox.setStyle, which a rule on Node alone misses.
        noClasses().should().callMethodWhere(com.tngtech.archunit.core.domain.JavaCall.Predicates.target(
                com.tngtech.archunit.core.domain.properties.HasName.Predicates.name("setStyle"))).check(UI);
    }

    @Test
    void mainCodeDoesNotPrintToTheConsole() {
        noClasses().should().accessField(System.class, "out").orShould().accessField(System.class, "err")
                .check(UI);
    }
}
