package org.snapwear.ui.editors.study;

import java.io.IOException;
import java.nio.file.Path;

import org.snapwear.model.StudyDefaults;
import org.snapwear.model.StudyResources;
import org.snapwear.model.study.Study;
import org.snapwear.study.presets.HardwarePresets;

/** What File > New Study writes: the seed-paper default study with the preferred hardware preset. */
public final class NewStudies {
    private NewStudies() {
    }

    /** Adds {@code .snapwear} unless the name already ends with it. */
    public static Path withExtension(Path file) {
        String n = file.getFileName().toString();
        return n.endsWith("." + StudyResources.FILE_EXTENSION) ? file
                : file.resolveSibling(n + "." + StudyResources.FILE_EXTENSION);
    }

    /**
     * Writes a new study file: {@link StudyDefaults#createDefaultStudy()}, named after the file, with the hardware
     * preset {@code presetId} applied (the Table 4 device for an unknown id).
     */
    public static Study create(Path file, String presetId) throws IOException {
        Study study = StudyDefaults.createDefaultStudy();
        String n = file.getFileName().toString();
        study.setName(n.endsWith("." + StudyResources.FILE_EXTENSION)
                ? n.substring(0, n.length() - StudyResources.FILE_EXTENSION.length() - 1)
                : n);
        HardwarePresets.orDefault(presetId).applyTo(study.getHardware());
        StudyResources.save(study, file);
        return study;
    }
}
