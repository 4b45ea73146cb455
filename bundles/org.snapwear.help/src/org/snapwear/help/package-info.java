/** The Snapwear user guide: locating its HTML pages for the workbench's Help menu and the Eclipse help system. */
package org.snapwear.help;
