package org.snapwear.ui.dialogs;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.eclipse.jface.dialogs.Dialog;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.osgi.framework.Bundle;
import org.osgi.framework.FrameworkUtil;

/** Product version, Java runtime and every installed bundle with its version and state. */
public final class AboutSnapwearDialog extends Dialog {
    private Table table;

    public AboutSnapwearDialog(Shell parent) {
        super(parent);
    }

    @Override
    protected void configureShell(Shell shell) {
        super.configureShell(shell);
        shell.setText(Messages.About_title);
    }

    @Override
    protected boolean isResizable() {
        return true;
    }

    /** Version of the Snapwear UI bundle (the product version). */
    public static String version() {
        Bundle b = FrameworkUtil.getBundle(AboutSnapwearDialog.class);
        return b != null ? b.getVersion().toString() : "dev";
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        area.setLayout(new GridLayout(1, false));
        Label title = new Label(area, SWT.NONE);
        title.setText(org.eclipse.osgi.util.NLS.bind(Messages.About_heading, version()));
        title.setFont(org.eclipse.jface.resource.JFaceResources.getHeaderFont());
        Label text = new Label(area, SWT.WRAP);
        text.setText(org.eclipse.osgi.util.NLS.bind(Messages.About_text, new Object[] {System.getProperty("java.version"),
                System.getProperty("java.vendor"), System.getProperty("os.name"), System.getProperty("os.arch")}));
        GridData td = new GridData(SWT.FILL, SWT.TOP, true, false);
        td.widthHint = 560;
        text.setLayoutData(td);

        table = new Table(area, SWT.BORDER | SWT.FULL_SELECTION | SWT.V_SCROLL);
        table.setHeaderVisible(true);
        table.setLinesVisible(true);
        GridData gd = new GridData(SWT.FILL, SWT.FILL, true, true);
        gd.heightHint = 320;
        table.setLayoutData(gd);
        for (String[] c : new String[][] {{Messages.About_bundle, "300"}, {Messages.About_version, "170"},
                {Messages.About_state, "90"}}) {
            TableColumn col = new TableColumn(table, SWT.NONE);
            col.setText(c[0]);
            col.setWidth(Integer.parseInt(c[1]));
        }
        for (Bundle b : bundles()) {
            TableItem item = new TableItem(table, SWT.NONE);
            item.setText(new String[] {b.getSymbolicName(), b.getVersion().toString(), state(b.getState())});
        }
        return area;
    }

    @Override
    protected void createButtonsForButtonBar(Composite parent) {
        createButton(parent, IDialogConstants.OK_ID, IDialogConstants.CLOSE_LABEL, true);
    }

    /** Installed bundles, Snapwear's first, then by name. */
    public static List<Bundle> bundles() {
        Bundle self = FrameworkUtil.getBundle(AboutSnapwearDialog.class);
        List<Bundle> list = new ArrayList<>();
        if (self != null && self.getBundleContext() != null) {
            for (Bundle b : self.getBundleContext().getBundles()) {
                if (b.getSymbolicName() != null) {
                    list.add(b);
                }
            }
        }
        list.sort(Comparator.comparing((Bundle b) -> !b.getSymbolicName().startsWith("org.snapwear"))
                .thenComparing(Bundle::getSymbolicName));
        return list;
    }

    /** The bundle table, for tests. */
    public Table table() {
        return table;
    }

    private static String state(int s) {
        switch (s) {
            case Bundle.ACTIVE: return Messages.About_active;
            case Bundle.RESOLVED: return Messages.About_resolved;
            case Bundle.STARTING: return Messages.About_starting;
            case Bundle.INSTALLED: return Messages.About_installed;
            default: return Integer.toString(s);
        }
    }
}
