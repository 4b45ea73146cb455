package org.snapwear.headless.tests.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.ecore.util.EcoreUtil;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.headless.tests.cli.CliRun;
import org.snapwear.model.StudyDefaults;
import org.snapwear.model.StudyResources;
import org.snapwear.model.StudyValidation;
import org.snapwear.model.study.Study;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/** {@code snapwear new-study}: the written file loads, validates, equals the model's default study. */
class NewStudyCommandTest {

    @TempDir
    Path dir;

    @Test
    void writesTheDefaultStudy() throws IOException {
        Path f = dir.resolve("my.snapwear");
        CliRun r = CliRun.run("new-study", f.toString(), "--json");
        assertEquals(0, r.exit(), r.err());
        Study loaded = StudyResources.load(f);
        assertEquals(List.of(), StudyValidation.errors(loaded));
        assertTrue(EcoreUtil.equals(StudyDefaults.createDefaultStudy(), loaded));

        JsonObject json = JsonParser.parseString(r.out()).getAsJsonObject();
        assertEquals(f.toString(), json.get("file").getAsString());
        assertEquals(loaded.getName(), json.get("name").getAsString());
        List<String> schemes = new ArrayList<>();
        loaded.getSchemes().forEach(s -> schemes.add(s.getName()));
        assertEquals(schemes, strings(json.getAsJsonArray("schemes")));
        assertEquals(List.of(loaded.getSources().get(0).getName()), strings(json.getAsJsonArray("sources")));
        assertEquals(StudyValidation.warnings(loaded), strings(json.getAsJsonArray("warnings")));
    }

    @Test
    void tableOutputNamesTheFileAndSchemes() {
        Path f = dir.resolve("t.snapwear");
        CliRun r = CliRun.run("new-study", f.toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().startsWith("wrote " + f + "\n"), r.out());
        assertTrue(r.out().contains("dynrle-progressive, dynrle-chain"), r.out());
    }

    @Test
    void refusesToOverwriteWithoutForce() throws IOException {
        Path f = dir.resolve("existing.snapwear");
        Files.writeString(f, "keep me");
        CliRun r = CliRun.run("new-study", f.toString());
        assertEquals(1, r.exit());
        assertTrue(r.err().contains(f + ": already exists; use --force to overwrite it"), r.err());
        assertEquals("keep me", Files.readString(f));

        CliRun forced = CliRun.run("new-study", f.toString(), "--force");
        assertEquals(0, forced.exit(), forced.err());
        assertTrue(EcoreUtil.equals(StudyDefaults.createDefaultStudy(), StudyResources.load(f)));
    }

    @Test
    void missingFileArgumentIsAUsageError() {
        CliRun r = CliRun.run("new-study");
        assertEquals(2, r.exit());
    }

    private static List<String> strings(JsonArray a) {
        List<String> out = new ArrayList<>();
        a.forEach(e -> out.add(e.getAsString()));
        return out;
    }
}
