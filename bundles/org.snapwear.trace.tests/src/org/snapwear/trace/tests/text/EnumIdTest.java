package org.snapwear.trace.tests.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.snapwear.trace.generator.ModelKind;
import org.snapwear.trace.text.EnumId;
import org.snapwear.trace.text.EnumText;

/** {@link EnumId} and {@link EnumText}: one spelling of enum constants, written and read back. */
class EnumIdTest {

    private enum Warmup implements EnumId {
        NONE, TABLE8, TABLE8_MIXED
    }

    @Test
    void idsAreLowerCaseWithDashes() {
        assertEquals("table8-mixed", Warmup.TABLE8_MIXED.id());
        assertEquals("cnn", ModelKind.CNN.id());
    }

    @Test
    void everyIdReadsBackIgnoringCaseAndBlanks() {
        for (Warmup w : Warmup.values()) {
            assertEquals(Optional.of(w), EnumText.find(Warmup.class, " " + w.id().toUpperCase() + " "));
        }
        assertEquals(Optional.of(Warmup.TABLE8_MIXED), EnumText.find(Warmup.class, "table8_mixed"));
        assertTrue(EnumText.find(Warmup.class, "hot").isEmpty());
        assertTrue(EnumText.find(Warmup.class, null).isEmpty());
    }

    @Test
    void theAcceptedIdsReadAsASentence() {
        assertEquals("none, table8 or table8-mixed", EnumText.list(Warmup.class));
        assertEquals("mlp or cnn", EnumText.list(ModelKind.class));
    }
}
