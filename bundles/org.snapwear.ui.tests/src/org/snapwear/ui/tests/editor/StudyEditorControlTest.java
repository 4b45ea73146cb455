package org.snapwear.ui.tests.editor;

import org.junit.jupiter.api.extension.ExtendWith;
import org.snapwear.ui.tests.OnUiThread;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.emf.edit.domain.AdapterFactoryEditingDomain;
import org.eclipse.jface.dialogs.IMessageProvider;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.codec.registry.CodecRegistry;
import org.snapwear.model.StudyDefaults;
import org.snapwear.model.StudyResources;
import org.snapwear.model.study.GeneratorSource;
import org.snapwear.model.study.Scheme;
import org.snapwear.model.study.SnapwearPackage.Literals;
import org.snapwear.model.study.Study;
import org.snapwear.study.presets.HardwarePreset;
import org.snapwear.study.presets.HardwarePresets;
import org.snapwear.ui.editors.study.FieldBinding;
import org.snapwear.ui.editors.study.StudyEditingDomains;
import org.snapwear.ui.editors.study.StudyEditorControl;
import org.snapwear.ui.editors.study.StudyFormPage;
import org.snapwear.ui.tests.UiTestSupport;

@ExtendWith(OnUiThread.class)
class StudyEditorControlTest {
    private Display display;
    private Shell shell;
    private Study study;
    private AdapterFactoryEditingDomain domain;
    private StudyEditorControl editor;

    @BeforeEach
    void open() {
        display = Display.getDefault();
        shell = new Shell(display);
        shell.setText("Study editor");
        shell.setLayout(new org.eclipse.swt.layout.FillLayout());
        study = StudyDefaults.createDefaultStudy();
        domain = StudyEditingDomains.create(study);
        editor = new StudyEditorControl(shell, study, domain, CodecRegistry.defaultRegistry(),
                HardwarePresets.TABLE4);
        shell.setSize(1280, 900);
        shell.open();
        UiTestSupport.flush();
    }

    @AfterEach
    void close() {
        shell.dispose();
    }

    /** Types into a bound text field and presses Enter, as a user would. */
    private void type(FieldBinding b, String text) {
        Text t = (Text) b.control();
        t.setText(text);
        t.notifyListeners(SWT.DefaultSelection, new org.eclipse.swt.widgets.Event());
        editor.modelChanged();
    }

    private static Button button(Composite root, String text) {
        for (Control c : root.getChildren()) {
            if (c instanceof Button b && text.equals(b.getText())) {
                return b;
            }
            if (c instanceof Composite k) {
                Button found = button(k, text);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    private void click(Button b) {
        assertNotNull(b);
        b.notifyListeners(SWT.Selection, new org.eclipse.swt.widgets.Event());
        editor.modelChanged();
    }

    @Test
    void editingAFieldChangesTheModelAndUndoRestoresIt() {
        editor.showPage(3);
        FieldBinding write = editor.hardware().binding(Literals.SSD_SETTINGS__PAGE_WRITE_MS);
        assertEquals("0.2", ((Text) write.control()).getText());
        assertFalse(editor.isDirty());
        type(write, "0.35");
        assertEquals(0.35, study.getHardware().getSsd().getPageWriteMs());
        assertTrue(editor.isDirty());

        domain.getCommandStack().undo();
        editor.modelChanged();
        assertEquals(0.2, study.getHardware().getSsd().getPageWriteMs());
        assertEquals("0.2", ((Text) write.control()).getText());
        assertFalse(editor.isDirty(), "undo back to the save point is clean");

        domain.getCommandStack().redo();
        editor.modelChanged();
        assertEquals("0.35", ((Text) write.control()).getText());
        assertTrue(editor.isDirty());
    }

    @Test
    void enumComboAndCheckBoxGoThroughCommands() {
        FieldBinding policy = editor.hardware().binding(Literals.SSD_SETTINGS__GC_POLICY);
        Combo combo = (Combo) policy.control();
        combo.select(combo.indexOf("cost-benefit"));
        combo.notifyListeners(SWT.Selection, new org.eclipse.swt.widgets.Event());
        assertEquals("cost-benefit", study.getHardware().getSsd().getGcPolicy().getLiteral());

        FieldBinding erases = editor.overview().binding(Literals.ANALYSES__ERASES);
        Button check = (Button) erases.control();
        check.setSelection(false);
        check.notifyListeners(SWT.Selection, new org.eclipse.swt.widgets.Event());
        assertFalse(study.getAnalyses().isErases());
        domain.getCommandStack().undo();
        domain.getCommandStack().undo();
        editor.modelChanged();
        assertTrue(study.getAnalyses().isErases());
        assertTrue(check.getSelection());
        assertEquals("greedy", combo.getText());
    }

    @Test
    void invalidSnapDisShowsTheValidatorsMessageOnTheField() throws Exception {
        editor.showPage(2);
        editor.schemes().select(1);
        Scheme scheme = study.getSchemes().get(1);
        assertTrue(editor.problemMessages().stream().noneMatch(m -> m.contains("snap_dis")),
                editor.problemMessages()::toString);
        FieldBinding snapDis = editor.schemes().binding(Literals.SCHEME__SNAP_DIS);
        type(snapDis, "0");
        assertEquals(0, scheme.getSnapDis());
        List<String> snapDisProblems = editor.problemMessages().stream()
                .filter(m -> m.contains(scheme.getName()) && m.contains("snap_dis")).toList();
        assertEquals(1, snapDisProblems.size(), editor.problemMessages()::toString);
        StudyFormPage page = editor.schemes();
        // The message is on the page that shows the field, attached to the snap_dis widget itself.
        assertSame(snapDis.control(), page.controlFor(scheme, Literals.SCHEME__SNAP_DIS));
        assertEquals(IMessageProvider.ERROR, page.form().getMessageType());
        assertTrue(page.problemsText().contains(snapDisProblems.get(0)), page.problemsText());
        assertTrue(editor.overview().problemsText().contains("Schemes page has 1 problem"),
                editor.overview().problemsText());
        assertEquals(IMessageProvider.WARNING, editor.overview().form().getMessageType(),
                "the overview points at the Schemes page");
        UiTestSupport.screenshot(shell, "editor-schemes-invalid");

        type(snapDis, "4");
        assertTrue(editor.problemMessages().stream().noneMatch(m -> m.contains("snap_dis")));
        assertEquals(IMessageProvider.NONE, page.form().getMessageType());
        assertEquals("", page.problemsText());
    }

    @Test
    void unparsableTextIsRejectedWithoutTouchingTheModel() {
        FieldBinding blocks = editor.hardware().binding(Literals.SSD_SETTINGS__BLOCKS_PER_CHIP);
        Text t = (Text) blocks.control();
        t.setText("lots");
        t.notifyListeners(SWT.DefaultSelection, new org.eclipse.swt.widgets.Event());
        assertEquals(16384, study.getHardware().getSsd().getBlocksPerChip());
        assertFalse(editor.isDirty());
        assertEquals(IMessageProvider.ERROR, editor.hardware().form().getMessageType());
        assertEquals("lots", t.getText(), "the user's text stays for correction");
        // Digit grouping as people type it is accepted; a valid value clears the message.
        type(blocks, "1,024");
        assertEquals(1024, study.getHardware().getSsd().getBlocksPerChip());
        assertEquals("1,024", t.getText());
        assertEquals(IMessageProvider.NONE, editor.hardware().form().getMessageType());
    }

    @Test
    void largeDecimalsShowGroupedAndTypeBackExactly() {
        FieldBinding bandwidth = editor.hardware().binding(Literals.CLUSTER_SETTINGS__FS_BANDWIDTH);
        assertEquals("10,000,000,000", ((Text) bandwidth.control()).getText());
        type(bandwidth, "12,500,000,000.5");
        assertEquals(12_500_000_000.5, study.getHardware().getCluster().getFsBandwidth());
        assertEquals("12,500,000,000.5", ((Text) bandwidth.control()).getText());
        FieldBinding transfer = editor.hardware().binding(Literals.SSD_SETTINGS__BYTE_TRANSFER_MS);
        assertEquals("0.000025", ((Text) transfer.control()).getText(), "no exponent notation");
    }

    @Test
    void addAndRemoveSchemesThroughTheButtons() {
        editor.showPage(2);
        int before = study.getSchemes().size();
        click(button(editor.schemes().form().getBody(), "Add"));
        assertEquals(before + 1, study.getSchemes().size());
        Scheme added = study.getSchemes().get(before);
        assertSame(added, editor.schemes().selected());
        assertEquals(before + 1, editor.schemes().table().getItemCount());
        assertEquals(added.getName(), editor.schemes().table().getItem(before).getText(0));

        editor.schemes().select(0);
        Scheme first = study.getSchemes().get(0);
        click(button(editor.schemes().form().getBody(), "Remove"));
        assertFalse(study.getSchemes().contains(first));
        assertEquals(before, study.getSchemes().size());
        domain.getCommandStack().undo();
        editor.modelChanged();
        assertSame(first, study.getSchemes().get(0), "undo puts the removed scheme back in place");
        assertEquals(before + 1, editor.schemes().table().getItemCount());
    }

    @Test
    void codecComboOffersTheRegistrysCodecs() {
        Combo codec = (Combo) editor.schemes().binding(Literals.SCHEME__CODEC).control();
        for (var d : CodecRegistry.defaultRegistry().descriptors()) {
            if (d.enabled()) {
                assertTrue(codec.indexOf(d.id()) >= 0, d.id());
            }
        }
    }

    @Test
    void addGeneratorSourceShowsItsFields() {
        editor.showPage(1);
        int before = study.getSources().size();
        click(button(editor.sources().form().getBody(), "Add Generator"));
        assertEquals(before + 1, study.getSources().size());
        GeneratorSource g = (GeneratorSource) study.getSources().get(before);
        FieldBinding iterations = editor.sources().binding(Literals.GENERATOR_SOURCE__ITERATIONS);
        assertSame(g, iterations.target());
        type(iterations, "500");
        assertEquals(500, g.getIterations());
        assertTrue(editor.sources().table().getItem(before).getText(2).contains("500"));
        click(button(editor.sources().form().getBody(), "Remove"));
        assertEquals(before, study.getSources().size());
    }

    @Test
    void saveWritesAFileThatReloadsWithTheEditedValues(@TempDir Path dir) throws Exception {
        type(editor.overview().binding(Literals.STUDY__NAME), "wear of cnn");
        Text sweep = editor.overview().sweepValues();
        sweep.setText("2, 4, 8, 16");
        sweep.notifyListeners(SWT.DefaultSelection, new org.eclipse.swt.widgets.Event());
        editor.modelChanged();
        assertTrue(editor.isDirty());
        Path file = dir.resolve("s.snapwear");
        editor.save(file);
        assertFalse(editor.isDirty());
        Study loaded = StudyResources.load(file);
        assertEquals("wear of cnn", loaded.getName());
        assertEquals(List.of(2, 4, 8, 16), loaded.getAnalyses().getSnapDisValues());
        assertEquals(study.getSchemes().size(), loaded.getSchemes().size());
        assertTrue(Files.size(file) > 0);
    }

    @Test
    void applyingAPresetSetsTheSsdToThePresetsValuesInOneUndoStep() {
        editor.showPage(3);
        HardwarePreset scaled = HardwarePresets.scaled();
        Combo presets = editor.hardware().presetCombo();
        presets.select(HardwarePresets.all().indexOf(HardwarePresets.all().stream()
                .filter(p -> p.id().equals(scaled.id())).findFirst().orElseThrow()));
        presets.notifyListeners(SWT.Selection, new org.eclipse.swt.widgets.Event());
        click(button(editor.hardware().form().getBody(), "Apply Preset"));
        assertEquals(scaled.ssd(), HardwarePresets.values(study.getHardware().getSsd()));
        assertEquals(String.valueOf(study.getHardware().getSsd().getBlocksPerChip()),
                ((Text) editor.hardware().binding(Literals.SSD_SETTINGS__BLOCKS_PER_CHIP).control()).getText());
        assertTrue(editor.isDirty());
        domain.getCommandStack().undo();
        editor.modelChanged();
        assertEquals(HardwarePresets.table4().ssd(), HardwarePresets.values(study.getHardware().getSsd()));
        assertFalse(editor.isDirty());
    }

    @Test
    void metadataTraceCanBeAddedAndRemoved() {
        boolean had = study.getMetadataTrace() != null;
        editor.sources().setTraceUsed(!had);
        editor.modelChanged();
        assertEquals(!had, study.getMetadataTrace() != null);
        domain.getCommandStack().undo();
        editor.modelChanged();
        assertEquals(had, study.getMetadataTrace() != null);
        if (!had) {
            assertNull(study.getMetadataTrace());
        }
    }

    @Test
    void screenshotsOfEveryPage() throws Exception {
        String[] names = { "overview", "sources", "schemes", "hardware" };
        editor.sources().addSequence("/work/shared/fixtures/cnn");
        editor.modelChanged();
        for (int i = 0; i < names.length; i++) {
            editor.showPage(i);
            var data = UiTestSupport.screenshot(shell, "editor-" + names[i]);
            assertTrue(UiTestSupport.distinctPixels(data) > 10, names[i]);
        }
        // The lower half of the Hardware page (SLC, buddy, cluster).
        editor.showPage(3);
        editor.hardware().form().setOrigin(0, 10_000);
        assertTrue(UiTestSupport.distinctPixels(UiTestSupport.screenshot(shell, "editor-hardware-lower")) > 10);
    }
}
