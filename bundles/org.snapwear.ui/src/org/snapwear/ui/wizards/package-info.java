/** The new-study and import-sequence wizards (File menu, and File > New / Import of an IDE). */
package org.snapwear.ui.wizards;
