package org.snapwear.trace.tests.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.trace.text.EnumText;
import org.snapwear.trace.text.ErrorText;
import org.snapwear.trace.text.InputFileException;
import org.snapwear.trace.text.InputFiles;
import org.snapwear.trace.text.SafeText;

import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;

/**
 * The one translation of failures into "FILE: reason" lines: the JDK's file exceptions (a bare path, or a bare
 * "Is a directory"), Gson's messages (class names, a troubleshooting URL), enum names, control characters.
 */
class ErrorTextTest {

    @Test
    void fileExceptionsNameTheFileAndTheReason() {
        assertEquals("/x/a.trace: no such file or directory", ErrorText.describe(new NoSuchFileException("/x/a.trace")));
        assertEquals("/x/b: permission denied", ErrorText.describe(new AccessDeniedException("/x/b")));
        assertEquals("no such file or directory", ErrorText.reason(new NoSuchFileException("/x/a.trace")));
    }

    @Test
    void aDirectoryOpenedAsAFileIsNamed(@TempDir Path dir) throws IOException {
        // the JDK opens a directory as a stream and fails on the first read with a bare "Is a directory"
        IOException jdk = assertThrows(IOException.class, () -> {
            try (InputStream in = Files.newInputStream(dir)) {
                in.read();
            }
        });
        assertFalse(jdk.getMessage().contains(dir.toString()), "the JDK's message names no file: " + jdk.getMessage());
        InputFileException e = assertThrows(InputFileException.class, () -> InputFiles.open(dir));
        assertEquals(dir + ": is a directory, a file was expected", e.getMessage());
        InputFileException missing = assertThrows(InputFileException.class,
                () -> InputFiles.readAllBytes(dir.resolve("none.csv")));
        assertEquals(dir.resolve("none.csv") + ": no such file or directory", missing.getMessage());
    }

    @Test
    void gsonMessagesLoseClassNamesAndTheirLink() {
        JsonParseException e = assertThrows(JsonParseException.class, () -> JsonParser.parseString("{\"a\": 1 \"b\": 2}"));
        // Gson 2.11 also adds "\nSee https://github.com/google/gson/...": gone too
        assertTrue(e.getMessage().contains("MalformedJsonException"), "Gson's own message: " + e.getMessage());
        String text = ErrorText.json(e);
        assertTrue(text.startsWith("malformed JSON: "), text);
        assertTrue(text.contains("line 1 column"), text);
        assertFalse(text.contains("Exception") || text.contains("http") || text.contains("\n")
                || text.contains("setStrictness"), text);
        JsonParseException eof = assertThrows(JsonParseException.class, () -> JsonParser.parseString("{\"a\": [1,"));
        assertFalse(ErrorText.json(eof).contains("java.io"), ErrorText.json(eof));
    }

    @Test
    void scrubKeepsOneLineWithoutClassNames() {
        assertEquals("bad header: end of input; more", ErrorText.scrub("bad header: java.io.EOFException: end of input\nmore"));
        assertEquals("x\\x1b[31m", ErrorText.scrub("x\u001b[31m"));
        assertEquals("data ends early", ErrorText.describe(new java.nio.BufferUnderflowException()));
        assertFalse(ErrorText.words(new StackOverflowError()).contains("StackOverflow"));
        assertEquals("study 'x' is not valid: name must be set; path must be set",
                ErrorText.scrub("study 'x' is not valid:\n  name must be set\n  path must be set"));
        assertEquals("/d/a: no such file or directory", ErrorText.describe(
                new java.io.UncheckedIOException(new NoSuchFileException("/d/a"))));
    }

    @Test
    void controlCharactersAreEscaped() {
        assertEquals("w\\x1b[31mRED\\x1b[0m\\u202e", SafeText.printable("w\u001b[31mRED\u001b[0m\u202e"));
        assertEquals("a\\x0ab\\x7f", SafeText.printable("a\nb\u007f"));
        String plain = "layer1.weight/µ-ß";
        assertTrue(plain == SafeText.printable(plain), "unchanged text is the same string");
    }

    @Test
    void enumWordsInsteadOfClassNames() {
        assertEquals(java.time.DayOfWeek.MONDAY, EnumText.parse(java.time.DayOfWeek.class, " monday ", "day"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> EnumText.parse(java.time.DayOfWeek.class, "BOGUS", "--day"));
        assertEquals("--day 'BOGUS' is not one of monday, tuesday, wednesday, thursday, friday, saturday, sunday",
                e.getMessage());
    }
}
