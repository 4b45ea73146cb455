/**
 * The study editor: form pages on the EMF study model (Overview, Sources, Schemes, Hardware) editing through an
 * EMF editing domain (undo/redo, dirty state), validation messages on the offending fields, Save to XMI and the
 * Run action. The pages are plain SWT composites taking (Study, EditingDomain) so tests drive them on a Shell;
 * {@link org.snapwear.ui.editors.study.StudyEditor} only hosts them in the workbench.
 */
package org.snapwear.ui.editors.study;
