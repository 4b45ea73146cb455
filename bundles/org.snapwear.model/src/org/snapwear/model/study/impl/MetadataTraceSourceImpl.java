/**
 */
package org.snapwear.model.study.impl;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.ecore.EClass;

import org.eclipse.emf.ecore.impl.ENotificationImpl;
import org.eclipse.emf.ecore.impl.MinimalEObjectImpl;

import org.snapwear.model.study.MetadataTraceSource;
import org.snapwear.model.study.SnapwearPackage;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Metadata Trace Source</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.snapwear.model.study.impl.MetadataTraceSourceImpl#getPath <em>Path</em>}</li>
 *   <li>{@link org.snapwear.model.study.impl.MetadataTraceSourceImpl#getIdColumn <em>Id Column</em>}</li>
 *   <li>{@link org.snapwear.model.study.impl.MetadataTraceSourceImpl#getRecordSize <em>Record Size</em>}</li>
 * </ul>
 *
 * @generated
 */
public class MetadataTraceSourceImpl extends MinimalEObjectImpl.Container implements MetadataTraceSource {
	/**
	 * The default value of the '{@link #getPath() <em>Path</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPath()
	 * @generated
	 * @ordered
	 */
	protected static final String PATH_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getPath() <em>Path</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPath()
	 * @generated
	 * @ordered
	 */
	protected String path = PATH_EDEFAULT;

	/**
	 * The default value of the '{@link #getIdColumn() <em>Id Column</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getIdColumn()
	 * @generated
	 * @ordered
	 */
	protected static final String ID_COLUMN_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getIdColumn() <em>Id Column</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getIdColumn()
	 * @generated
	 * @ordered
	 */
	protected String idColumn = ID_COLUMN_EDEFAULT;

	/**
	 * The default value of the '{@link #getRecordSize() <em>Record Size</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRecordSize()
	 * @generated
	 * @ordered
	 */
	protected static final int RECORD_SIZE_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getRecordSize() <em>Record Size</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRecordSize()
	 * @generated
	 * @ordered
	 */
	protected int recordSize = RECORD_SIZE_EDEFAULT;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected MetadataTraceSourceImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return SnapwearPackage.Literals.METADATA_TRACE_SOURCE;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getPath() {
		return path;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setPath(String newPath) {
		String oldPath = path;
		path = newPath;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, SnapwearPackage.METADATA_TRACE_SOURCE__PATH, oldPath, path));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getIdColumn() {
		return idColumn;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setIdColumn(String newIdColumn) {
		String oldIdColumn = idColumn;
		idColumn = newIdColumn;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, SnapwearPackage.METADATA_TRACE_SOURCE__ID_COLUMN, oldIdColumn, idColumn));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getRecordSize() {
		return recordSize;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setRecordSize(int newRecordSize) {
		int oldRecordSize = recordSize;
		recordSize = newRecordSize;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, SnapwearPackage.METADATA_TRACE_SOURCE__RECORD_SIZE, oldRecordSize, recordSize));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case SnapwearPackage.METADATA_TRACE_SOURCE__PATH:
				return getPath();
			case SnapwearPackage.METADATA_TRACE_SOURCE__ID_COLUMN:
				return getIdColumn();
			case SnapwearPackage.METADATA_TRACE_SOURCE__RECORD_SIZE:
				return getRecordSize();
		}
		return super.eGet(featureID, resolve, coreType);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void eSet(int featureID, Object newValue) {
		switch (featureID) {
			case SnapwearPackage.METADATA_TRACE_SOURCE__PATH:
				setPath((String)newValue);
				return;
			case SnapwearPackage.METADATA_TRACE_SOURCE__ID_COLUMN:
				setIdColumn((String)newValue);
				return;
			case SnapwearPackage.METADATA_TRACE_SOURCE__RECORD_SIZE:
				setRecordSize((Integer)newValue);
				return;
		}
		super.eSet(featureID, newValue);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void eUnset(int featureID) {
		switch (featureID) {
			case SnapwearPackage.METADATA_TRACE_SOURCE__PATH:
				setPath(PATH_EDEFAULT);
				return;
			case SnapwearPackage.METADATA_TRACE_SOURCE__ID_COLUMN:
				setIdColumn(ID_COLUMN_EDEFAULT);
				return;
			case SnapwearPackage.METADATA_TRACE_SOURCE__RECORD_SIZE:
				setRecordSize(RECORD_SIZE_EDEFAULT);
				return;
		}
		super.eUnset(featureID);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean eIsSet(int featureID) {
		switch (featureID) {
			case SnapwearPackage.METADATA_TRACE_SOURCE__PATH:
				return PATH_EDEFAULT == null ? path != null : !PATH_EDEFAULT.equals(path);
			case SnapwearPackage.METADATA_TRACE_SOURCE__ID_COLUMN:
				return ID_COLUMN_EDEFAULT == null ? idColumn != null : !ID_COLUMN_EDEFAULT.equals(idColumn);
			case SnapwearPackage.METADATA_TRACE_SOURCE__RECORD_SIZE:
				return recordSize != RECORD_SIZE_EDEFAULT;
		}
		return super.eIsSet(featureID);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String toString() {
		if (eIsProxy()) return super.toString();

		StringBuilder result = new StringBuilder(super.toString());
		result.append(" (path: ");
		result.append(path);
		result.append(", idColumn: ");
		result.append(idColumn);
		result.append(", recordSize: ");
		result.append(recordSize);
		result.append(')');
		return result.toString();
	}

} //MetadataTraceSourceImpl
